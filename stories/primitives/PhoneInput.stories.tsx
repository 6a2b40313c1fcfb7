import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PhoneInput } from '../../packages/ui/src/primitives/PhoneInput.tsx';
import { countries } from '../fixtures/smsLogin.fixtures.ts';

/** The phone field primitive: country picker on a Popover plus a tel input. */
const meta = {
  title: 'Primitives/PhoneInput',
  component: PhoneInput,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <div style={{ padding: 24 }}>
          <Story />
        </div>
      </Panel>
    ),
  ],
  args: {
    label: 'Phone number',
    placeholder: '(555) 555-5555',
    value: '',
    country: 'US',
    countries,
    onValueChange: fn(),
    onCountryChange: fn(),
    onEnter: fn(),
  },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '(415) 555-0100' } };
export const WithHint: Story = { args: { hint: 'Carrier charges may apply.' } };
export const Invalid: Story = { args: { value: '555', error: 'Please enter a valid phone number.' } };
export const Disabled: Story = { args: { value: '(415) 555-0100', disabled: true } };
/** No countries yet (the formatter is loading): the picker waits, disabled. */
export const CountriesLoading: Story = { args: { countries: [] } };
export const OtherCountry: Story = { args: { country: 'GB', value: '020 7183 8750' } };

/** The list open: search by name, code or calling code. */
export const CountryListOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /, country: / }));
    await expect(await screen.findByRole('listbox', { name: 'Choose a country' })).toBeVisible();
    await expect(screen.getByRole('option', { name: /United States/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const SearchByCallingCode: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /, country: / }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search countries' }), '+49');
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onCountryChange).toHaveBeenCalledWith('DE');
  },
};

/** Escape closes the list and gives focus back to the country button. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /, country: / });
    await userEvent.click(trigger);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

function Typing(args: Parameters<typeof PhoneInput>[0]) {
  const [value, setValue] = useState('');
  return <PhoneInput {...args} value={value} onValueChange={setValue} />;
}

export const EnterSubmits: Story = {
  render: (args) => <Typing {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Phone number' }), '4155550100{Enter}');
    await expect(args.onEnter).toHaveBeenCalledOnce();
  },
};
