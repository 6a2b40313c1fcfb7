import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MfaAddMoreSecurityView } from '../../../packages/ui/src/screens/mfa/MfaAddMoreSecurityView.tsx';

/** Spec §2 'MFA': 'Add more security', when the app has no MFA methods enabled. */
const meta = {
  title: 'Screens/Mfa/AddMoreSecurity',
  component: MfaAddMoreSecurityView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { onClose: fn() },
} satisfies Meta<typeof MfaAddMoreSecurityView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoMethods: Story = {};
