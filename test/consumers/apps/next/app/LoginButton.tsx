"use client";
import { useLogin } from "@foyer/ui";

export function LoginButton() {
  const { login } = useLogin({ onComplete: ({ user, isNewUser }) => console.log(user.id, isNewUser) });
  return <button onClick={() => login()}>Log in</button>;
}
