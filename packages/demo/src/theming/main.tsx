import { FoyerProvider, useAuth } from '@foyer/headless';
import { type Appearance, FoyerModal, type ScreenComponents, useLogin } from '@foyer/ui';
import '@foyer/ui/styles.css';
import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiUrl, appId, captchaScriptUrl, telegramAuthUrl } from '../env.ts';
import '../demo.css';
import './theming.css';

/**
 * The three levels of swapping on one page: a screen of the host's own (loaded when it shows), the
 * modal restyled through `appearance`, and a component of the host's using Foyer's Tailwind theme.
 */
const screens: ScreenComponents = { 'email/enter-code': lazy(() => import('./MyEnterCode.tsx')) };

const appearance: Appearance = {
  variables: { colorPrimary: '#0e7490', borderRadius: '4px', fontFamily: 'Georgia, serif' },
  elements: { button: 'uppercase tracking-wide', title: 'text-foyer-primary', 'text-field-control': 'border-2' },
};

/** The host's own component on Foyer's tokens (inside a `[data-foyer-root]`, where they are set). */
function AcmeBanner() {
  const { authenticated, user } = useAuth();
  const { login } = useLogin();
  return (
    <div data-foyer-root="" data-foyer-theme="light">
      <section
        data-testid="acme-banner"
        className="flex items-center gap-3 rounded-foyer bg-foyer-muted p-4 font-foyer"
      >
        <p className="text-foyer-foreground">
          {authenticated ? `Signed in as ${user?.email?.address ?? user?.id}` : 'Acme members'}
        </p>
        {authenticated ? null : (
          <button
            type="button"
            className="rounded-foyer-sm bg-foyer-primary px-3 py-2 text-foyer-primary-foreground"
            onClick={() => login()}
          >
            Log in
          </button>
        )}
      </section>
    </div>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element');

createRoot(root).render(
  <StrictMode>
    <FoyerProvider appId={appId} apiUrl={apiUrl} captchaScriptUrl={captchaScriptUrl} telegramAuthUrl={telegramAuthUrl}>
      <AcmeBanner />
      <FoyerModal screens={screens} appearance={appearance} />
    </FoyerProvider>
  </StrictMode>,
);
