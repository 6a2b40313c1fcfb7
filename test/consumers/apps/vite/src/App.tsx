// README.md, 'Quick start: the default modal', as an app would paste it. Only `apiUrl` differs: the
// consumer test starts the packed emulator on a free port and builds with VITE_FOYER_API_URL.
import { FoyerProvider } from '@foyer/headless';
import { FoyerModal, useLogin } from '@foyer/ui';
import '@foyer/ui/styles.css'; // compiled: your app needs no Tailwind

function LoginButton() {
  const { login } = useLogin({ onComplete: ({ user, isNewUser }) => console.log(user.id, isNewUser) });
  return <button onClick={() => login()}>Log in</button>;
}

export const App = () => (
  <FoyerProvider appId="foyer-demo-app-0000000001" apiUrl={import.meta.env.VITE_FOYER_API_URL}>
    <LoginButton />
    <FoyerModal theme="light" accentColor="#6a5cff" />
  </FoyerProvider>
);
