import {
  createInProcessEmulator,
  DEFAULT_APP_ID,
  type InProcessEmulator,
  latestCode,
} from '@foyer/emulator/in-process';
import { FoyerProvider, memoryStorage } from '@foyer/headless';
import { FoyerModal, useLogin } from '@foyer/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loading } from '../fixtures/openModal.ts';

/**
 * `<FoyerModal presentation="standalone">` (spec §2 'Modal presentation'): the same screens in a
 * panel in the page's flow, where the host placed it, beside the host's own content: no overlay, no
 * portal, the page stays usable. Connected to the real emulator running in the page.
 */
function HostPage({ emulator, theme }: { emulator: InProcessEmulator; theme: 'light' | 'dark' }) {
  return (
    <FoyerProvider
      appId={DEFAULT_APP_ID}
      apiUrl={emulator.url}
      storage={memoryStorage()}
      testing={{ fetch: emulator.fetch }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <HostCopy />
        <FoyerModal theme={theme} presentation="standalone" />
      </div>
    </FoyerProvider>
  );
}

function HostCopy() {
  const { login } = useLogin();
  return (
    <section aria-label="Host page" style={{ maxWidth: 280, fontFamily: 'Inter, sans-serif' }}>
      <h1 style={{ fontSize: 20, margin: '0 0 8px' }}>Acme checkout</h1>
      <p style={{ margin: '0 0 12px' }}>Sign in beside the page: the rest of it stays usable.</p>
      <button
        type="button"
        onClick={() => login()}
        style={{ padding: '8px 16px', borderRadius: 8, border: '1px solid #888', background: '#fff', color: '#111' }}
      >
        Open the modal
      </button>
    </section>
  );
}

const emulatorOf = (context: Pick<StoryContext, 'loaded'>) =>
  (context.loaded as { emulator: InProcessEmulator }).emulator;

const meta = {
  title: 'Modal/Standalone',
  loaders: [async () => ({ emulator: await createInProcessEmulator() })],
  render: (_args, context) => (
    <HostPage emulator={emulatorOf(context)} theme={context.globals.theme === 'dark' ? 'dark' : 'light'} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing screen in the page, no dialog; the host's button still takes clicks. */
async function openStandalone(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the modal' }));
  const email = await within(canvasElement).findByRole('textbox', { name: 'Email address' }, loading);
  await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  return { panel: canvasElement.querySelector<HTMLElement>('[data-slot="panel"]')!, email };
}

/** Nothing until an intent runs (`useLogin()` here). */
export const Closed: Story = {};

/** 'Log in or sign up' in the page, beside the host's content. */
export const Landing: Story = {
  play: async ({ canvasElement }) => {
    await openStandalone(canvasElement);
  },
};

/** The code screen, the code sent: the flow is the modal's. */
export const EnterCode: Story = {
  play: async (context) => {
    const { panel, email } = await openStandalone(context.canvasElement);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit' }));
    await waitFor(
      () =>
        expect(panel.querySelector('[data-screen="enter-code"]')).toHaveAttribute('data-status', 'awaiting-code-input'),
      loading,
    );
    await expect(await latestCode(emulatorOf(context), 'ada@example.com')).toMatch(/^\d{6}$/);
  },
};

/** Close ends the intent: the panel is gone, the page as it was. */
export const ClosedAgain: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await openStandalone(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="panel"]')).toBeNull(), loading);
  },
};
