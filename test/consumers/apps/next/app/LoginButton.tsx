"use client";
// README.md, 'Quick start: the default modal': its LoginButton, in a client file as the app router
// wants it (test/docs/readme.test.tsx fails when the two drift apart).
import { useAuth } from "@foyer/headless";
import { useLogin } from "@foyer/ui";

export function LoginButton() {
  const { ready, authenticated, logout } = useAuth();
  const { login } = useLogin({
    onComplete: ({ user, isNewUser }) => console.log(user.id, isNewUser),
    onError: (error) => console.warn(error.code), // "exited_auth_flow" when the modal is closed early
  });
  if (!ready) return <button disabled>Log in</button>; // the session is not known yet
  if (authenticated) return <button onClick={() => void logout()}>Log out</button>;
  return <button onClick={() => login()}>Log in</button>;
}
