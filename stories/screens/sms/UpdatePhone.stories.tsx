import { Panel, PhoneLoginView, phoneLoginViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { countries, phoneLogin, smsErrors } from '../../fixtures/smsLogin.fixtures.ts';

/**
 * 'Update your phone number' (spec §2 'Update screens'): where `useUpdateAccount().updatePhone()`
 * opens the modal. The number it replaces, the phone input, then a code to the new number.
 */
const meta = {
  title: 'Screens/Sms/UpdatePhone',
  component: PhoneLoginView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { ...phoneLogin.update, onSubmit: fn(), onValueChange: fn(), onCountryChange: fn() },
} satisfies Meta<typeof PhoneLoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready for a number: the title, the current number, Submit disabled until the number is valid. */
export const Initial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Update your phone number' })).toBeVisible();
    await expect(canvas.getByText('+1 415 555 0100', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** A valid number: Submit sends it. */
export const ValidNumber: Story = {
  args: { value: '(415) 555-0100', valid: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The phone formatter (its own chunk) is loading. */
export const Loading: Story = { args: { status: 'loading', countries: [] } };

/** The phone formatter failed to load: the error, and Retry. */
export const Unavailable: Story = { args: { status: 'unavailable', countries: [], onRetry: fn() } };

/** Submitted: the code is being sent. */
export const SendingCode: Story = { args: { status: 'sending-code', value: '(415) 555-0100', valid: true } };

/** An invalid number: the inline message. */
export const InvalidNumber: Story = { args: { status: 'error', value: '555', error: smsErrors.invalidPhoneNumber } };

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {phoneLoginViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <PhoneLoginView
            {...args}
            status={status}
            countries={status === 'loading' || status === 'unavailable' ? [] : countries}
            error={status === 'error' ? smsErrors.invalidPhoneNumber : null}
          />
        </Panel>
      ))}
    </div>
  ),
};
