import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { passkeyAccounts, passkeyList } from '../../../../../stories/fixtures/passkeys.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { PasskeyListView, type PasskeyListViewProps } from './PasskeyListView.tsx';

const props = (overrides: Partial<PasskeyListViewProps> = {}): PasskeyListViewProps => ({
  status: 'list',
  purpose: 'manage',
  passkeys: passkeyList(2),
  canAdd: true,
  onAdd: vi.fn(),
  onRemove: vi.fn(),
  onEnable: vi.fn(),
  ...overrides,
});

const rows = () => within(screen.getByRole('list', { name: 'Passkeys' })).getAllByRole('listitem');
const removeButtons = () => screen.getAllByRole('button', { name: /^Remove / });

describe('PasskeyListView', () => {
  it("manage: 'Your passkeys', each with its name, date of last verification and a named unlink button", async () => {
    const onRemove = vi.fn();
    const { container } = render(<PasskeyListView {...props({ onRemove })} />);
    expect(container.querySelector('[data-screen="passkey-list"]')).toHaveAttribute('data-status', 'list');
    expect(screen.getByRole('heading', { name: 'Your passkeys' })).toHaveFocus();
    expect(rows().map((row) => row.textContent)).toEqual([
      'iCloud KeychainLast verified Jan 12, 2026Remove',
      'Chrome on macOSLast verified Dec 3, 2025Remove',
    ]);
    const remove = screen.getByRole('button', {
      name: 'Remove Chrome on macOS',
      description: 'Last verified Dec 3, 2025',
    });
    await userEvent.click(remove);
    expect(onRemove).toHaveBeenCalledWith(passkeyAccounts.chromeMac);
    expect(screen.queryByRole('button', { name: 'Enable passkeys' })).toBeNull();
    expect(screen.queryByRole('button', { name: /view all/i })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("'Add new passkey' shows only while another may be linked", async () => {
    const onAdd = vi.fn();
    const { rerender } = render(<PasskeyListView {...props({ passkeys: passkeyList(4), onAdd })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add new passkey' }));
    expect(onAdd).toHaveBeenCalledOnce();
    rerender(<PasskeyListView {...props({ passkeys: passkeyList(5), canAdd: false })} />);
    expect(screen.queryByRole('button', { name: 'Add new passkey' })).toBeNull();
  });

  it("manage: 2 shown until 'View all', which the keyboard reaches and which moves focus to the first revealed row", async () => {
    const user = userEvent.setup();
    const { container } = render(<PasskeyListView {...props({ passkeys: passkeyList(5), canAdd: false })} />);
    expect(rows()).toHaveLength(2);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove iCloud Keychain' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'View all' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
    await user.keyboard('{Enter}');
    expect(rows()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'View all' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Pixel 8' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("mfa: up to 3 shown, 'Enable passkeys' first and 'Add new passkey' beside it", async () => {
    const onEnable = vi.fn();
    const { container } = render(
      <PasskeyListView {...props({ purpose: 'mfa', passkeys: passkeyList(3), onEnable })} />,
    );
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /view all/i })).toBeNull();
    expect(screen.getByText('Enable your passkeys to verify transactions with them.')).toBeInTheDocument();
    const actions = container.querySelector('[data-slot="screen-actions"]')!;
    expect(
      within(actions as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Enable passkeys', 'Add new passkey']);
    await userEvent.click(screen.getByRole('button', { name: 'Enable passkeys' }));
    expect(onEnable).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("mfa: more than 3, 2 and 'View All'", async () => {
    render(<PasskeyListView {...props({ purpose: 'mfa', passkeys: passkeyList(4) })} />);
    expect(rows()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'View All' }));
    expect(rows()).toHaveLength(4);
  });

  it("adding: a spinner on 'Add new passkey', every button disabled", async () => {
    const { container } = render(<PasskeyListView {...props({ status: 'adding' })} />);
    const add = screen.getByRole('button', { name: 'Adding passkey...' });
    expect(add).toHaveAttribute('aria-busy', 'true');
    expect(add.querySelector('[data-slot="spinner"]')).not.toBeNull();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('removing: that row busy and announced, every button disabled', async () => {
    const { container } = render(
      <PasskeyListView {...props({ status: 'removing', removingId: passkeyAccounts.chromeMac.credentialId })} />,
    );
    const [first, second] = removeButtons();
    expect(first).toHaveAttribute('aria-busy', 'false');
    expect(second).toHaveAttribute('aria-busy', 'true');
    expect(second!.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('Removing Chrome on macOS...');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("enabling: a spinner on 'Enable passkeys'", () => {
    render(<PasskeyListView {...props({ status: 'enabling', purpose: 'mfa' })} />);
    expect(screen.getByRole('button', { name: 'Enable passkeys' })).toHaveAttribute('aria-busy', 'true');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it.each([
    [ErrorCode.PASSKEY_NOT_ALLOWED, 'Passkey request timed out or rejected by user.'],
    [ErrorCode.MISSING_MFA_CREDENTIALS, 'Cannot unlink a passkey enrolled in MFA'],
    [ErrorCode.CANNOT_LINK_MORE_OF_TYPE, 'Cannot link more passkeys to account.'],
    [ErrorCode.UNKNOWN_AUTH_ERROR, 'Unknown error occurred.'],
  ] satisfies [FoyerErrorCode, string][])('error %s: %s, the list usable again', async (errorCode, text) => {
    const { container } = render(<PasskeyListView {...props({ status: 'error', errorCode })} />);
    expect(screen.getByRole('alert').textContent).toBe(text);
    for (const button of screen.getAllByRole('button')) expect(button).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("no passkey: 'Secure your account with a passkey' with 'Add new passkey'", async () => {
    const onAdd = vi.fn();
    const { container } = render(<PasskeyListView {...props({ passkeys: [], onAdd })} />);
    expect(screen.getByRole('heading', { name: 'Secure your account with a passkey' })).toHaveFocus();
    expect(screen.queryByRole('list')).toBeNull();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add new passkey' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
