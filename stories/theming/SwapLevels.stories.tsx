import { createInProcessEmulator, DEFAULT_APP_ID, type InProcessEmulator } from '@foyer/emulator/in-process';
import { FoyerProvider, memoryStorage } from '@foyer/headless';
import { type Appearance, FoyerModal, type ScreenComponents, useLogin } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MyEnterCode from '../../packages/demo/src/theming/MyEnterCode.tsx';
import { loading, openModal } from '../fixtures/openModal.ts';
import './host.css';

/**
 * The three levels of swapping, each at work in the connected modal (against the emulator running
 * in the page): a screen of the host's own, the modal restyled through `appearance`, and a host
 * component on Foyer's Tailwind theme. `docs/theming.md` explains each.
 */

/** A host's own 'email/enter-code' screen (the theming demo's): Foyer's flow, the host's markup. */
const screens: ScreenComponents = { 'email/enter-code': MyEnterCode };

const appearance: Appearance = {
  variables: { colorPrimary: '#0e7490', borderRadius: '4px' },
  elements: { button: 'uppercase tracking-wide', title: 'text-foyer-primary' },
};

function OpenButton() {
  const { login } = useLogin();
  return (
    <button
      type="button"
      onClick={() => login()}
      className="rounded-foyer-sm bg-foyer-primary px-3 py-2 text-foyer-primary-foreground"
    >
      Open the modal
    </button>
  );
}

interface Args {
  level: 'screen' | 'appearance' | 'tailwind';
}

function Connected({ emulator, level, theme }: Args & { emulator: InProcessEmulator; theme: 'light' | 'dark' }) {
  return (
    <FoyerProvider
      appId={DEFAULT_APP_ID}
      apiUrl={emulator.url}
      storage={memoryStorage()}
      testing={{ fetch: emulator.fetch }}
    >
      {/* The host's own component on the tokens: inside a [data-foyer-root], where they are set. */}
      <div data-foyer-root="" data-foyer-theme={theme}>
        <section
          data-testid="host-banner"
          className="flex items-center gap-3 rounded-foyer bg-foyer-muted p-4 font-foyer"
        >
          <span
            data-testid="host-badge"
            className="rounded-foyer-sm bg-foyer-primary px-2 py-1 text-foyer-primary-foreground"
          >
            Acme
          </span>
          <p className="text-foyer-foreground">Members</p>
          <OpenButton />
        </section>
      </div>
      <FoyerModal
        theme={theme}
        {...(level === 'screen' ? { screens } : {})}
        {...(level === 'appearance' ? { appearance } : {})}
      />
    </FoyerProvider>
  );
}

const meta = {
  title: 'Theming/Swap levels',
  loaders: [async () => ({ emulator: await createInProcessEmulator() })],
  render: (args, context) => (
    <Connected
      level={args.level}
      emulator={(context.loaded as { emulator: InProcessEmulator }).emulator}
      theme={context.globals.theme === 'dark' ? 'dark' : 'light'}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A replaced screen: after the e-mail, the host's one-field code screen shows; sending stays Foyer's. */
export const ReplacedScreen: Story = {
  args: { level: 'screen' },
  play: async ({ canvasElement }) => {
    const { dialog, email } = await openModal(canvasElement);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(await within(dialog).findByRole('heading', { name: 'Your Acme code' }, loading)).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Acme code' })).toBeVisible();
  },
};

/** `appearance`: the host's accent and radius (variables), uppercase buttons and a tinted title (elements). */
export const AppearanceOverride: Story = {
  args: { level: 'appearance' },
  play: async ({ canvasElement }) => {
    const { dialog, email } = await openModal(canvasElement);
    await userEvent.type(email, 'ada@example.com');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(getComputedStyle(submit).textTransform).toBe('uppercase'));
    await waitFor(() => expect(getComputedStyle(submit).backgroundColor).toBe('rgb(14, 116, 144)'));
  },
};

/** A host component using Foyer's Tailwind theme: `bg-foyer-primary`, `rounded-foyer` follow the tokens. */
export const HostTailwindComponent: Story = {
  args: { level: 'tailwind' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByTestId('host-banner');
    const badge = within(banner).getByTestId('host-badge');
    const token = (name: string) => getComputedStyle(banner).getPropertyValue(name).trim();
    await expect(token('--foyer-radius')).not.toBe('');
    await expect(getComputedStyle(banner).borderTopLeftRadius).not.toBe('0px');
    await expect(getComputedStyle(badge).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(badge).color).not.toBe(getComputedStyle(badge).backgroundColor);
  },
};
