import { LandingView, Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errors, landing } from '../../fixtures/emailLogin.fixtures.ts';

/**
 * 'Link your email' (spec §1 link mode): `useLinkAccount().linkEmail()` opens the landing screen
 * with the e-mail input alone, no other rows, no terms; a valid address goes on to the code screen.
 */
const meta = {
  title: 'Screens/Landing/LinkEmail',
  component: LandingView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    ...landing.linkEmail,
    onSubmitEmail: fn(),
    onEmailChange: fn(),
    onSelect: fn(),
    onOpenOverflow: fn(),
    onCloseOverflow: fn(),
  },
} satisfies Meta<typeof LandingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail input alone: Submit stays disabled until the address is valid, then sends it. */
export const Initial: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Link your email' })).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com{Enter}');
    await expect(args.onSubmitEmail).toHaveBeenCalledWith('ada@example.com');
  },
};

/** An address that is not one: the inline message. */
export const InvalidEmail: Story = {
  args: { status: 'error', defaultEmail: 'ada@example', error: errors.invalidEmail },
};

/** The app refuses '+' addresses (`disablePlusEmails`): the inline message. */
export const DisallowedPlusEmail: Story = {
  args: { status: 'error', defaultEmail: 'ada+shop@example.com', error: errors.disallowedPlusEmail },
};
