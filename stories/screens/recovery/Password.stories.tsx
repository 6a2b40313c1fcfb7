import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordView } from '../../../packages/ui/src/screens/recovery/PasswordView.tsx';

const generated = 'amber-falcon-river-stone';

/** Spec §2 'Password flow': creating, saving, confirming, finalizing, done. */
const meta = {
  title: 'Screens/Recovery/Password',
  component: PasswordView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    stage: 'creating',
    mode: 'set',
    password: generated,
    strength: 'strong',
    passwordError: null,
    invalidCharacters: [],
    confirmation: '',
    acknowledged: false,
    submitting: false,
    userInitiated: false,
    errorCode: null,
    onPasswordChange: fn(),
    onRegenerate: fn(),
    onConfirmationChange: fn(),
    onAcknowledge: fn(),
    onContinue: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onClose: fn(),
    writeText: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof PasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Set your password' with a generated password (Strong), shown with the toggle pressed. */
export const Creating: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password', pressed: false }));
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate a new password' }));
    await expect(args.onRegenerate).toHaveBeenCalledOnce();
  },
};

/** 'Reset your password', nothing typed yet: no meter, Continue disabled. */
export const ResetEmpty: Story = { args: { mode: 'reset', password: '', strength: 'weak' } };

/** A medium password. */
export const Medium: Story = { args: { password: 'sunny-day42', strength: 'medium' } };

/** 'Password must be at least 6 characters' (Weak). */
export const TooShort: Story = { args: { password: 'abc', strength: 'weak', passwordError: 'too_short' } };

/** 'Invalid characters used ( SPACE ~ < )' (Weak). */
export const InvalidCharacters: Story = {
  args: {
    password: 'pass word~<',
    strength: 'weak',
    passwordError: 'invalid_characters',
    invalidCharacters: [' ', '~', '<'],
  },
};

/** 'Save your password' with Copy and Download; Copy reads Copied for 2000 ms. */
export const Saving: Story = {
  args: { stage: 'saving' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy' }));
    await expect(args.writeText).toHaveBeenCalledWith(generated);
  },
};

/** A long password breaks inside its box. */
export const SavingLong: Story = {
  args: { stage: 'saving', password: 'correct-horse-battery-staple-Quixotic-Zephyr-Juxtapose-Rhythm-2026!' },
};

/** 'Confirm your password', typed so far. */
export const Confirming: Story = { args: { stage: 'confirming', confirmation: 'amber-fal' } };

/** 'Passwords do not match'. */
export const Mismatch: Story = { args: { stage: 'confirming', confirmation: 'amber-falcon-rover' } };

/** The box held as the screen would hold it. */
function Acknowledging(args: ComponentProps<typeof PasswordView>) {
  const [acknowledged, setAcknowledged] = useState(args.acknowledged);
  return (
    <PasswordView
      {...args}
      acknowledged={acknowledged}
      onAcknowledge={(next) => {
        setAcknowledged(next);
        args.onAcknowledge(next);
      }}
    />
  );
}

/** 'Confirm you have saved' with Cancel (the user opened it): 'Set Password' waits for the box. */
export const Finalizing: Story = { args: { stage: 'finalizing', userInitiated: true } };

/** Ticking the box enables 'Set Password'. */
export const FinalizingTicked: Story = {
  args: { stage: 'finalizing' },
  render: (args) => <Acknowledging {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const setPassword = canvas.getByRole('button', { name: 'Set Password' });
    await expect(setPassword).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onAcknowledge).toHaveBeenCalledWith(true);
    await expect(setPassword).toBeEnabled();
    await userEvent.click(setPassword);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The password is being set: 'Set Password' busy. */
export const Submitting: Story = { args: { stage: 'finalizing', acknowledged: true, submitting: true } };

/** 'Success' with Close. */
export const Success: Story = { args: { stage: 'done' } };

/** 'Something went wrong' and the error, with Close. */
export const Failed: Story = { args: { stage: 'done', errorCode: 'unknown_embedded_wallet_error' } };
