import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { CloudRecoveryView, type CloudRecoveryViewProps } from './CloudRecoveryView.tsx';

const view = (props: Partial<CloudRecoveryViewProps>) => {
  const onConfirm = vi.fn();
  const result = render(
    <CloudRecoveryView status="pending" provider="google-drive" action="backup" onConfirm={onConfirm} {...props} />,
  );
  return { ...result, onConfirm };
};

describe('CloudRecoveryView', () => {
  it("recover, confirming: \"Confirm it's really you\" with 'Confirm with Google Drive'", async () => {
    const { container, onConfirm } = view({ status: 'confirming', action: 'recover' });
    expect(container.querySelector('[data-screen="cloud-recovery"]')).toHaveAttribute('data-status', 'confirming');
    expect(screen.getByRole('heading', { name: "Confirm it's really you" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm with Google Drive' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each<[CloudRecoveryViewProps['action'], CloudRecoveryViewProps['provider'], string]>([
    ['backup', 'google-drive', 'Backing up with Google Drive...'],
    ['backup', 'icloud', 'Backing up with Apple iCloud...'],
    ['recover', 'icloud', 'Recovering with Apple iCloud...'],
  ])('%s with %s, pending: %s, no button', async (action, provider, title) => {
    const { container } = view({ status: 'pending', action, provider });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each<[CloudRecoveryViewProps['action'], string]>([
    ['backup', 'Successfully backed up with Apple iCloud.'],
    ['recover', 'Successfully recovered with Apple iCloud.'],
  ])('%s, success: %s', async (action, title) => {
    const { container } = view({ status: 'success', action, provider: 'icloud' });
    expect(screen.getByRole('heading', { name: title })).toHaveFocus();
    expect(container.querySelector('[data-terminal]')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('recover, error: unsuccessful, which account to pick, Try again', async () => {
    const { container, onConfirm } = view({ status: 'error', action: 'recover' });
    const title = screen.getByRole('heading', {
      name: 'Recovery with Google Drive unsuccessful',
      description: 'Please verify that you are selecting the Google Drive account associated with your backup.',
    });
    expect(title).toHaveFocus();
    expect(container.querySelector('[data-terminal]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('backup, error: unsuccessful, without the recovery detail, Try again', () => {
    const { container, onConfirm } = view({ status: 'error', action: 'backup', provider: 'icloud' });
    expect(screen.getByRole('heading', { name: 'Back up with Apple iCloud unsuccessful' })).toBeInTheDocument();
    expect(container.textContent).not.toContain('Please verify');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
