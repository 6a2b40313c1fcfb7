// A server component page (no 'use client'): it renders the provider and the modal from the packages'
// built files, so their own 'use client' directives are what make this work. (The app's home page,
// app/page.tsx, is the README's quick start, a client file, written by the consumer test.)
import { FoyerProvider } from "@foyer/headless";
import { FoyerModal } from "@foyer/ui";
import "@foyer/ui/styles.css";

export default function ServerPage() {
  return (
    <main>
      <FoyerProvider appId="foyer-demo-app-0000000001" apiUrl={process.env.NEXT_PUBLIC_FOYER_API_URL}>
        <p data-testid="provider-children">Rendered inside FoyerProvider on the server.</p>
        <FoyerModal theme="light" accentColor="#6a5cff" />
      </FoyerProvider>
    </main>
  );
}
