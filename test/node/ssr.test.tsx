import { FoyerProvider, useAuth, useEmailLogin } from '@foyer/headless';
import { FoyerModal } from '@foyer/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEMO_APP_ID } from '../support/testCore.ts';

function Status() {
  const { ready } = useAuth();
  const { state } = useEmailLogin();
  return <p>{`${ready}:${state.status}`}</p>;
}

describe('server rendering (no window, no document)', () => {
  it('runs in an environment without DOM globals', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('imports both packages and renders the provider, the hooks and the modal', () => {
    const html = renderToString(
      <FoyerProvider appId={DEMO_APP_ID} apiUrl="http://127.0.0.1:1">
        <Status />
        <FoyerModal />
      </FoyerProvider>,
    );
    expect(html).toContain('false:initial');
  });
});
