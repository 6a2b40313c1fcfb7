import { ErrorView, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { errors } from '../../fixtures/emailLogin.fixtures.ts';

/** The error screen (spec §8 error screen mapping) for the errors the e-mail slice can raise. */
const meta = {
  title: 'Screens/Error/Error',
  component: ErrorView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { error: errors.network, onAction: fn() },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Request failed' / 'Too many attempts.' / 'Try again later'. */
export const TooManyRequests: Story = { args: { error: errors.tooManyRequests } };

/** 'Not allowed' / 'Try another method'. */
export const NotAllowed: Story = { args: { error: errors.disallowedLoginMethod } };

/** A 400/422 shows the server's message, as text. */
export const ServerMessage: Story = {
  args: { error: errors.serverMessage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(errors.serverMessage.serverMessage)).toBeVisible();
  },
};

/** Anything else: 'Something went wrong' / 'Try again later'. */
export const Unknown: Story = {};

/** Every status side by side, in the dark theme (the single-status stories cover light). */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {[errors.tooManyRequests, errors.disallowedLoginMethod, errors.serverMessage, errors.network].map((error) => (
        <Panel root={false} key={error.code}>
          <ErrorView {...args} error={error} />
        </Panel>
      ))}
    </div>
  ),
};
