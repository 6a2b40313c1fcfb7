import { ErrorCode } from '@foyer/headless';
import { Panel, TermsView, termsViewStatuses } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { policies } from '../../fixtures/policies.fixtures.ts';

/** Spec §2 'Terms consent' ('One last step'), one story per status of the accept-terms flow. */
const meta = {
  title: 'Screens/Terms/Terms',
  component: TermsView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { status: 'initial', ...policies.terms, onAccept: fn(), onDecline: fn() },
} satisfies Meta<typeof TermsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question: terms and privacy links, 'No thanks' (logs out) and 'Accept'. */
export const Initial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'terms' })).toHaveAttribute('href', 'https://example.com/terms');
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      'https://example.com/privacy',
    );
  },
};

/** Without http(s) URLs the words stay text. */
export const WithoutLinks: Story = { args: { termsUrl: null, privacyUrl: 'javascript:alert(1)' } };

/** Accept-terms is running: both buttons wait. */
export const Accepting: Story = { args: { status: 'accepting' } };

/** Accepted: 'Success!' while the modal moves on. */
export const Done: Story = { args: { status: 'done' } };

/** The call failed: the message, and both buttons back. */
export const AcceptFailed: Story = { args: { status: 'error', error: { code: ErrorCode.NETWORK_ERROR } } };

/** Every status side by side, in the dark theme. */
export const AllStates: Story = {
  decorators: [],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {termsViewStatuses.map((status) => (
        <Panel root={false} key={status}>
          <TermsView {...args} status={status} error={{ code: ErrorCode.NETWORK_ERROR }} />
        </Panel>
      ))}
    </div>
  ),
};
