// A server component page (no 'use client'): it renders the provider and the modal from the packages'
// built files, so their own 'use client' directives are what make this work. The README's quick
// start, split as the app router wants it: the button with its hook lives in a client file.
import { FoyerProvider } from "@foyer/headless";
import { FoyerModal } from "@foyer/ui";
import "@foyer/ui/styles.css"; // compiled: your app needs no Tailwind
import { LoginButton } from "./LoginButton";

export default function Home() {
  return (
    <main>
      <FoyerProvider appId="foyer-demo-app-0000000001" apiUrl={process.env.NEXT_PUBLIC_FOYER_API_URL}>
        <p data-testid="provider-children">Rendered inside FoyerProvider on the server.</p>
        <LoginButton />
        <FoyerModal theme="light" accentColor="#6a5cff" />
      </FoyerProvider>
    </main>
  );
}
