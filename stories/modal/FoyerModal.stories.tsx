import {
  createInProcessEmulator,
  DEFAULT_APP_ID,
  type FaultInput,
  type InProcessEmulator,
  latestCode,
} from '@foyer/emulator/in-process';
import { FoyerProvider, memoryStorage } from '@foyer/headless';
import { routeDomains as routes } from '@foyer/headless/contract';
import { FoyerModal, useLogin } from '@foyer/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { wrongCode } from '../../packages/ui/src/testing/codes.ts';
import { loading, openModal } from '../fixtures/openModal.ts';

/**
 * The connected modal: `<FoyerModal>` inside `<FoyerProvider>`, against the real emulator running
 * in the page (`@foyer/emulator/in-process`), one instance per story render; plays read the code
 * from its outbox. The dialog is portalled to <body>: plays use `screen` (toolchain P6).
 */
function OpenButton() {
  const { login } = useLogin();
  return (
    <button
      type="button"
      onClick={() => login()}
      style={{ padding: '8px 16px', borderRadius: 8, border: '1px solid #888', background: '#fff', color: '#111' }}
    >
      Open the modal
    </button>
  );
}

interface ConnectedProps {
  emulator: InProcessEmulator;
  theme: 'light' | 'dark';
  accentColor?: string | undefined;
}

function Connected({ emulator, theme, accentColor }: ConnectedProps) {
  return (
    <FoyerProvider
      appId={DEFAULT_APP_ID}
      apiUrl={emulator.url}
      storage={memoryStorage()}
      testing={{ fetch: emulator.fetch }}
    >
      <OpenButton />
      <FoyerModal theme={theme} {...(accentColor ? { accentColor } : {})} />
    </FoyerProvider>
  );
}

interface ModalStoryArgs {
  /** Injected into the story's emulator before it renders; they win over the simulated latency. */
  faults?: FaultInput[];
  /** The app offers SMS login ('Continue with SMS'). */
  sms?: boolean;
}

/** Simulated network latency on the routes the e-mail login calls, so loading states show. */
const latency: FaultInput[] = [routes.app.config.path, routes.email.init.path, routes.email.authenticate.path].map(
  (path) => ({
    path,
    delayMs: 150,
  }),
);

const emulatorOf = (context: Pick<StoryContext, 'loaded'>) =>
  (context.loaded as { emulator: InProcessEmulator }).emulator;

const meta = {
  title: 'Modal/FoyerModal',
  loaders: [
    async ({ args }) => {
      const emulator = await createInProcessEmulator(
        args.sms ? { seed: { apps: [{ id: DEFAULT_APP_ID, sms_auth: true }] } } : {},
      );
      for (const fault of [...(args.faults ?? []), ...latency]) emulator.faults.add(fault);
      return { emulator };
    },
  ],
  render: (_args, context) => (
    <Connected
      emulator={emulatorOf(context)}
      theme={context.globals.theme === 'dark' ? 'dark' : 'light'}
      accentColor={
        typeof context.globals.accent === 'string' && context.globals.accent ? context.globals.accent : undefined
      }
    />
  ),
} satisfies Meta<ModalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openAndSubmitEmail(canvasElement: HTMLElement, address = 'ada@example.com') {
  const { dialog, email } = await openModal(canvasElement);
  await userEvent.type(email, address);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return dialog;
}

/** The code screen once its code has been sent (the boxes take input). */
async function codeBoxes(dialog: HTMLElement) {
  await waitFor(() =>
    expect(dialog.querySelector('[data-screen="enter-code"]')).toHaveAttribute('data-status', 'awaiting-code-input'),
  );
  return within(dialog).getAllByRole('textbox', { name: /^Digit/ });
}

/** Landing → code → success (the modal then closes after 0.9 s + 1.4 s). */
export const LogInWithEmail: Story = {
  play: async (context) => {
    const dialog = await openAndSubmitEmail(context.canvasElement);
    const [first] = await codeBoxes(dialog);
    await userEvent.click(first!);
    await userEvent.paste(await latestCode(emulatorOf(context), 'ada@example.com'));
    await within(dialog).findByRole('heading', { name: 'Success!' }, loading);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
  },
};

export const WrongCode: Story = {
  play: async (context) => {
    const dialog = await openAndSubmitEmail(context.canvasElement);
    const [first] = await codeBoxes(dialog);
    await userEvent.click(first!);
    await userEvent.paste(await wrongCode(emulatorOf(context), 'ada@example.com'));
    await within(dialog).findByText('Invalid or expired verification code', {}, loading);
    await waitFor(() => expect(within(dialog).getAllByRole('textbox', { name: /^Digit/ })[0]).toHaveFocus(), {
      timeout: 3000,
    });
  },
};

export const TooManyRequests: Story = {
  args: { faults: [{ path: routes.email.init.path, status: 429, body: { error: 'Too many requests' } }] },
  play: async ({ canvasElement }) => {
    const dialog = await openAndSubmitEmail(canvasElement);
    await within(dialog).findByRole('heading', { name: 'Request failed' }, loading);
    await expect(within(dialog).getByRole('button', { name: 'Try again later' })).toBeVisible();
  },
};

async function openDialog(canvasElement: HTMLElement) {
  return (await openModal(canvasElement)).dialog;
}

/** At 440 px or narrower the dialog is a bottom sheet: full width, on the bottom edge. */
export const BottomSheet: Story = {
  globals: { viewport: { value: 'foyer360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const rect = dialog.getBoundingClientRect();
    const page = dialog.ownerDocument.documentElement;
    await expect(page.clientWidth).toBe(360);
    await expect(Math.round(rect.bottom)).toBe(page.clientHeight);
    await expect(Math.round(rect.width)).toBe(360);
  },
};

/** On wide screens: a centred 360 px dialog, at most 620 px high; dark theme with a custom accent. */
export const CentredDialogDark: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'dark', accent: '#e11d48' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const rect = dialog.getBoundingClientRect();
    const page = dialog.ownerDocument.documentElement;
    await expect(Math.round(rect.width)).toBe(360);
    await expect(Math.abs(rect.left + rect.width / 2 - page.clientWidth / 2)).toBeLessThan(1);
    await expect(rect.height).toBeLessThanOrEqual(620);
    const root = dialog.closest('[data-foyer-root]');
    await expect(root).toHaveAttribute('data-foyer-theme', 'dark');
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(30, 30, 34)');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    // Enabled, it takes the accent (once its colour transition has run).
    await waitFor(() => expect(getComputedStyle(submit).backgroundColor).toBe('rgb(225, 29, 72)'));
  },
};

/** Whether `element` is on screen and not covered or clipped there: the topmost element at its centre. */
function reachable(element: Element) {
  const rect = element.getBoundingClientRect();
  const { clientWidth, clientHeight } = element.ownerDocument.documentElement;
  const inside = rect.top >= 0 && rect.left >= 0 && rect.bottom <= clientHeight && rect.right <= clientWidth;
  const top = element.ownerDocument.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
  return inside && top !== null && element.contains(top);
}

/**
 * Opens the country picker of the modal's SMS row and scrolls its list to the end: the search field
 * and the last country must be on screen, neither clipped by the modal nor covered.
 */
async function countryPickerFits(canvasElement: HTMLElement) {
  const { dialog } = await openModal(canvasElement);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with SMS' }));
  const country = await within(dialog).findByRole('button', { name: /, country: / }, loading);
  await waitFor(() => expect(country).toBeEnabled(), loading);
  await userEvent.click(country);
  const search = await screen.findByRole('combobox', { name: 'Search countries' });
  const list = screen.getByRole('listbox', { name: 'Choose a country' });
  list.scrollTop = list.scrollHeight;
  const last = within(list).getAllByRole('option').at(-1)!;
  await waitFor(() => expect(reachable(search), 'the search field is on screen').toBe(true));
  await waitFor(() => expect(reachable(last), 'the last country is on screen').toBe(true));
  await expect(search).toHaveFocus();
}

/**
 * Spec §4 'Overlays': the country picker whole on screen, its search field reachable. At 440 px or
 * narrower it is a sheet on the bottom edge; wider, it hangs from its button, never cut off by the
 * modal. test/visual/overlays.visual.tsx runs this play at 360 × 640 and at 1280 × 800.
 */
export const CountryPicker: Story = {
  args: { sms: true },
  globals: { viewport: { value: 'foyer360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await countryPickerFits(canvasElement);
    const picker = screen.getByRole('dialog', { name: 'Choose a country' });
    const page = picker.ownerDocument.documentElement;
    if (page.clientWidth > 440) return;
    const rect = picker.getBoundingClientRect();
    await expect(Math.round(rect.bottom)).toBe(page.clientHeight);
    await expect(Math.round(rect.width)).toBe(page.clientWidth);
  },
};
