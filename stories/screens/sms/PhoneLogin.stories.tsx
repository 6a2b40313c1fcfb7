import { Panel, PhoneLoginView, type PhoneLoginViewProps, phoneLoginViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { countries, phoneLogin, smsErrors } from '../../fixtures/smsLogin.fixtures.ts';

/** Spec §2 'Phone input': country picker ('US +1'), tel input, Submit, Recent chip, carrier-charges hint. */
const meta = {
  title: 'Screens/Sms/PhoneLogin',
  component: PhoneLoginView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { ...phoneLogin.link, onSubmit: fn(), onValueChange: fn(), onCountryChange: fn() },
} satisfies Meta<typeof PhoneLoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready for a number: Submit disabled until it is valid. */
export const Initial: Story = {};

/** The phone formatter (its own chunk) is loading: no country list yet. */
export const Loading: Story = { args: { status: 'loading', countries: [] } };

/** The phone formatter failed to load (offline): the error, and Retry in place of Submit. */
export const Unavailable: Story = {
  args: { status: 'unavailable', countries: [], onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ValidNumber: Story = { args: { value: '(415) 555-0100', valid: true } };

/** Submitted: the code is being sent. */
export const SendingCode: Story = { args: { status: 'sending-code', value: '(415) 555-0100', valid: true } };

/** Enter on an invalid number: the inline message. */
export const InvalidNumber: Story = { args: { status: 'error', value: '555', error: smsErrors.invalidPhoneNumber } };

export const Recent: Story = { args: { recent: true } };

/** 'Update your phone number' (spec §2 'Update screens'), with the number it replaces. */
export const UpdatePhone: Story = { args: phoneLogin.update };

/** Inside the landing screen's expanded 'Continue with SMS' row: the form alone. */
export const Inline: Story = { args: { variant: 'inline', recent: true } };

function Stateful(args: PhoneLoginViewProps) {
  const [country, setCountry] = useState(args.country);
  return (
    <PhoneLoginView
      {...args}
      country={country}
      onCountryChange={(next) => {
        setCountry(next);
        args.onCountryChange(next);
      }}
    />
  );
}

/** The country picker: type to filter, arrows to move, Enter to choose. */
export const ChoosingACountry: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'US +1, country: United States' }));
    const search = await screen.findByRole('combobox', { name: 'Search countries' });
    await expect(search).toHaveFocus();
    await userEvent.type(search, 'fr');
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onCountryChange).toHaveBeenCalledWith('FR');
    await expect(within(canvasElement).getByRole('button', { name: 'FR +33, country: France' })).toHaveFocus();
  },
};

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
