import { FoyerProvider, memoryStorage } from '@foyer/headless';
import { FoyerModal, useLogin } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createFakeApi, FAKE_CODE, type FakeApiOptions } from '../../packages/ui/src/testing/fakeApi.ts';

/**
 * The connected modal: `<FoyerModal>` inside `<FoyerProvider>`, against an in-memory fake of the
 * provider API (code 123456). The dialog is portalled to <body>: plays use `screen` (toolchain P6).
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
  theme: 'light' | 'dark';
  accentColor?: string;
  api?: FakeApiOptions;
}

function Connected({ theme, accentColor, api: apiOptions }: ConnectedProps) {
  const [api] = useState(() => createFakeApi({ delayMs: 150, ...apiOptions }));
  return (
    <FoyerProvider appId={api.appId} apiUrl={api.apiUrl} fetch={api.fetch} storage={memoryStorage()}>
      <OpenButton />
      <FoyerModal theme={theme} {...(accentColor ? { accentColor } : {})} />
    </FoyerProvider>
  );
}

const meta = {
  title: 'Modal/FoyerModal',
  component: Connected,
  args: { theme: 'light' },
  render: (args, { globals }) => (
    <Connected
      {...args}
      theme={globals.theme === 'dark' ? 'dark' : 'light'}
      accentColor={typeof globals.accent === 'string' && globals.accent ? globals.accent : undefined}
    />
  ),
} satisfies Meta<typeof Connected>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openAndSubmitEmail(canvasElement: HTMLElement, address = 'ada@example.com') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the modal' }));
  const dialog = await screen.findByRole('dialog');
  const input = await within(dialog).findByRole('textbox', { name: 'Email address' });
  await userEvent.type(input, address);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return dialog;
}

/** Landing → code → success (the modal then closes after 0.9 s + 1.4 s). */
export const LogInWithEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAndSubmitEmail(canvasElement);
    await within(dialog).findByRole('heading', { name: 'Enter confirmation code' });
    const [first] = within(dialog).getAllByRole('textbox', { name: /^Digit/ });
    await userEvent.click(first!);
    await userEvent.paste(FAKE_CODE);
    await within(dialog).findByText('Success!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAndSubmitEmail(canvasElement);
    const [first] = await within(dialog).findAllByRole('textbox', { name: /^Digit/ });
    await userEvent.click(first!);
    await userEvent.paste('000000');
    await within(dialog).findByText('Invalid or expired verification code');
    await waitFor(() => expect(within(dialog).getAllByRole('textbox', { name: /^Digit/ })[0]).toHaveFocus(), {
      timeout: 3000,
    });
  },
};

export const TooManyRequests: Story = {
  args: { api: { faults: { '/api/v1/passwordless/init': { status: 429, body: { error: 'Too many requests' } } } } },
  play: async ({ canvasElement }) => {
    const dialog = await openAndSubmitEmail(canvasElement);
    await within(dialog).findByRole('heading', { name: 'Request failed' });
    await expect(within(dialog).getByRole('button', { name: 'Try again later' })).toBeVisible();
  },
};

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the modal' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('textbox', { name: 'Email address' });
  return dialog;
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
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await expect(getComputedStyle(submit).backgroundColor).toBe('rgb(225, 29, 72)');
  },
};
