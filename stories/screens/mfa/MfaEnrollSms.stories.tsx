import { ErrorCode } from '@foyer/headless';
import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MfaEnrollSmsView } from '../../../packages/ui/src/screens/mfa/MfaEnrollSmsView.tsx';
import { countries } from '../../fixtures/smsLogin.fixtures.ts';

/** Spec §2 'MFA' SMS enrollment: the phone entry ('Carrier charges may apply.'). */
const meta = {
  title: 'Screens/Mfa/EnrollSms',
  component: MfaEnrollSmsView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    status: 'initial',
    countries,
    country: 'US',
    value: '',
    valid: false,
    onValueChange: fn(),
    onCountryChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MfaEnrollSmsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {};

/** The phone formatter is loading. */
export const Loading: Story = { args: { status: 'loading', countries: [] } };

/** The phone formatter failed to load: Retry. */
export const Unavailable: Story = { args: { status: 'unavailable', countries: [] } };

/** The number was submitted: the enrollment code is being texted. */
export const SendingCode: Story = { args: { status: 'sending-code', value: '(415) 555-0100', valid: true } };

/** The number was refused: the field says why. */
export const InvalidNumber: Story = {
  args: { status: 'error', value: '(415) 555', errorCode: ErrorCode.INVALID_PHONE_NUMBER },
};

/** Any other failure: 'Unknown error'. */
export const UnknownError: Story = {
  args: { status: 'error', value: '(415) 555-0100', valid: true, errorCode: ErrorCode.NETWORK_ERROR },
};
