import { EnterCodeView, enterCodeViewStatuses, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { enterCodeErrors, errors } from '../../fixtures/emailLogin.fixtures.ts';
import { enterSmsCode } from '../../fixtures/smsLogin.fixtures.ts';

/** 'Enter confirmation code' for a phone (sms/enter-code): 'Didn't get a message?'. */
const meta = {
  title: 'Screens/Sms/EnterSmsCode',
  component: EnterCodeView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { ...enterSmsCode.base, onSubmitCode: fn(), onResend: fn() },
} satisfies Meta<typeof EnterCodeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingCodeInput: Story = {};
export const SendingCode: Story = { args: { status: 'sending-code' } };
export const SubmittingCode: Story = { args: { status: 'submitting-code' } };
export const WrongCode: Story = { args: { status: 'error', error: errors.invalidCredentials, shake: true } };
/** The code's reply was lost: 'request a new one', with 'Resend code' (see Screens/Email/EnterCode). */
export const CodeUnconfirmed: Story = {
  args: { status: 'code-unconfirmed', error: errors.codeOutcomeUnknown, resendIn: 20 },
};
export const Done: Story = { args: { status: 'done' } };
export const CodeSent: Story = { args: { resendIn: 30 } };
/** The code went by WhatsApp (apps with `whatsapp_enabled`). */
export const WhatsApp: Story = { args: { channel: 'whatsapp' } };

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
