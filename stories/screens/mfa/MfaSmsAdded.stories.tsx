import { Panel } from '@foyer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MfaSmsAddedView } from '../../../packages/ui/src/screens/mfa/MfaSmsAddedView.tsx';

/** Spec §2 'MFA' SMS enrollment's end. */
const meta = {
  title: 'Screens/Mfa/SmsAdded',
  component: MfaSmsAddedView,
  decorators: [
    (Story) => (
      <Panel root={false}>
        <Story />
      </Panel>
    ),
  ],
  args: { onDone: fn() },
} satisfies Meta<typeof MfaSmsAddedView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'SMS verification added' with Done. */
export const Added: Story = {};
