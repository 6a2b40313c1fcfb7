import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecoverPasswordView } from '../../../packages/ui/src/screens/recovery/RecoverPasswordView.tsx';

/** Spec §2 'Recover wallet': the wallet's password, typed back on a new device. */
const meta = {
  title: 'Screens/Recovery/RecoverPassword',
  component: RecoverPasswordView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'idle', password: '', errorCode: null, onPasswordChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof RecoverPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Enter your password': 'Recover your account' waits for something typed. */
export const Empty: Story = {};

/** Typed, shown as text with the toggle pressed, the explainer open. */
export const Shown: Story = {
  args: { password: 'correct-horse-battery-staple' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByText('Why is this necessary?'));
    await userEvent.click(canvas.getByRole('button', { name: 'Recover your account' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The wallet is being recovered: the button is busy. */
export const Submitting: Story = { args: { status: 'submitting', password: 'correct-horse-battery-staple' } };

/** A wrong password: 'Invalid recovery password, please try again.' */
export const WrongPassword: Story = {
  args: { status: 'error', password: 'wrong-password', errorCode: 'invalid_recovery_pin' },
};

/** Any other failure: 'An error has occurred, please try again.' */
export const Failed: Story = {
  args: { status: 'error', password: 'correct-horse-battery-staple', errorCode: 'unknown_embedded_wallet_error' },
};
