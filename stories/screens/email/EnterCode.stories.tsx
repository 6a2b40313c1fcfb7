import { EnterCodeView, enterCodeViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { enterCode, enterCodeErrors, errors } from '../../fixtures/emailLogin.fixtures.ts';

/** 'Enter confirmation code' (spec §2): six boxes, auto-submit, resend with a 'Code sent' badge. */
const meta = {
  title: 'Screens/Email/EnterCode',
  component: EnterCodeView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { ...enterCode.base, onSubmitCode: fn(), onResend: fn() },
} satisfies Meta<typeof EnterCodeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('textbox', { name: /^Digit/ }) as HTMLInputElement[];

export const AwaitingCodeInput: Story = {};

/** The code is being sent (on entry, or a resend). */
export const SendingCode: Story = { args: { status: 'sending-code' } };

export const SubmittingCode: Story = { args: { status: 'submitting-code' } };

/** 'Invalid or expired verification code': the boxes shake, then clear after 1.4 s (screen timer). */
export const WrongCode: Story = { args: { status: 'error', error: errors.invalidCredentials, shake: true } };

/**
 * The code was sent but its reply was lost (a 502, a timeout): it may be used up. The boxes lock and
 * the copy asks for a new code, with 'Resend code' (even during the cooldown); never 'wrong code'.
 */
export const CodeUnconfirmed: Story = {
  args: { status: 'code-unconfirmed', error: errors.codeOutcomeUnknown, resendIn: 20 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("We couldn't confirm your code. Please request a new one.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

/** 'Success!' and "You're good to go!" while the modal finishes (spec §2). */
export const Done: Story = { args: { status: 'done' } };

/** 'Resend code' has become 'Code sent' (for 30 s). */
export const CodeSent: Story = { args: { resendIn: 30 } };

export const PastingACodeFillsTheBoxes: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = boxes(canvasElement);
    await userEvent.click(first!);
    await userEvent.paste('123 456');
    await expect(boxes(canvasElement).map((box) => box.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
  },
};

export const NonNumericInputIsRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = boxes(canvasElement);
    await userEvent.type(first!, 'a');
    await expect(within(canvasElement).getByText('Code should be numeric')).toBeVisible();
    await expect(first).toHaveValue('');
    await userEvent.type(first!, '1');
    await expect(within(canvasElement).queryByText('Code should be numeric')).toBeNull();
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
  },
};

export const BackspaceMovesBack: Story = {
  play: async ({ canvasElement }) => {
    const [first] = boxes(canvasElement);
    await userEvent.type(first!, '123');
    await userEvent.keyboard('{Backspace}');
    await expect(
      boxes(canvasElement)
        .map((box) => box.value)
        .join(''),
    ).toBe('12');
    await expect(boxes(canvasElement)[2]).toHaveFocus();
  },
};

/** Every status side by side, in the dark theme (the single-status stories cover light). */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {enterCodeViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <EnterCodeView {...args} status={status} error={enterCodeErrors[status] ?? null} />
        </Panel>
      ))}
    </div>
  ),
};
