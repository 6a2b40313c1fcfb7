import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TokenTable } from './TokenTable.tsx';

/** The design tokens, straight from packages/ui/src/theme/tokens.css (the Design/Tokens docs page). */
const meta = {
  title: 'Design/Tokens',
  component: TokenTable,
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const background = (element: Element) => getComputedStyle(element).backgroundColor;

/** Every token with its light and dark value; the swatches are painted by the stylesheet itself. */
export const AllTokens: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name} `) });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(15);

    const [lightBackground, darkBackground] = row('--foyer-background').querySelectorAll('[data-swatch]');
    await expect(background(lightBackground!)).toBe('rgb(255, 255, 255)');
    await expect(background(darkBackground!)).toBe('rgb(30, 30, 34)');

    const [lightPrimary] = row('--foyer-primary').querySelectorAll('[data-swatch]');
    await expect(within(row('--foyer-primary')).getByText('= #4f46e5')).toBeVisible();
    await expect(background(lightPrimary!)).toBe('rgb(79, 70, 229)');

    const radius = row('--foyer-radius');
    await expect(radius.querySelectorAll('[data-swatch]')).toHaveLength(0);
    await expect(within(radius).getByText('(as light)')).toBeVisible();
  },
};
