// README.md, 'Quick start: the default modal', as an app would paste it. Only `apiUrl` differs: the
// consumer test starts the packed emulator on a free port and builds with VITE_FOYER_API_URL.
// test/docs/readme.test.tsx fails when this file and the README's block drift apart.
import { FoyerProvider, useAuth } from '@foyer/headless';
import { FoyerModal, useLogin } from '@foyer/ui';
import '@foyer/ui/styles.css'; // compiled: your app needs no Tailwind

function LoginButton() {
  const { ready, authenticated, logout } = useAuth();
  const { login } = useLogin({
    onComplete: ({ user, isNewUser }) => console.log(user.id, isNewUser),
    onError: (error) => console.warn(error.code), // 'exited_auth_flow' when the modal is closed early
  });
  if (!ready) return <button disabled>Log in</button>; // the session is not known yet
  if (authenticated) return <button onClick={() => void logout()}>Log out</button>;
  return <button onClick={() => login()}>Log in</button>;
}

export const App = () => (
  <FoyerProvider appId="foyer-demo-app-0000000001" apiUrl={import.meta.env.VITE_FOYER_API_URL}>
    <LoginButton />
    <FoyerModal theme="light" accentColor="#6a5cff" />
  </FoyerProvider>
);
