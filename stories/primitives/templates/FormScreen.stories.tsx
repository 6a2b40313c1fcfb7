import { Panel } from '@foyer/ui';
import { Button, ErrorMessage, FormScreen, MailIcon, TextField } from '@foyer/ui/primitives';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The form template: a badge or the app's logo, the title, the fields, the status line, the footer. */
const meta = {
  title: 'Primitives/Templates/FormScreen',
  component: FormScreen,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: {
    name: 'template-form',
    status: 'initial',
    icon: <MailIcon />,
    title: 'Enter confirmation code',
    description: 'Please check ada@example.com for an email and enter your code below.',
    children: <TextField label="Code" showLabel value="" onChange={() => {}} />,
    message: null,
    footer: (
      <>
        <span className="text-muted-foreground">Didn't get an email?</span>
        <Button variant="link">Resend code</Button>
      </>
    ),
  },
} satisfies Meta<typeof FormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready for input. */
export const Initial: Story = {};

/** What was typed was refused: the status line says why; nothing moves. */
export const WithError: Story = {
  args: { status: 'error', message: <ErrorMessage>Invalid code. Please try again.</ErrorMessage> },
};

/** Accepted: the filled check; terminal. */
export const Success: Story = {
  args: {
    status: 'done',
    tone: 'success',
    icon: undefined,
    title: 'Success!',
    description: "You're good to go!",
    footer: undefined,
  },
};
