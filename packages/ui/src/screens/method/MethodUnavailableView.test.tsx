import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../i18n/messages.en.ts';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { unavailableMethodName } from '../landing/labels.ts';
import { MethodUnavailableView } from './MethodUnavailableView.tsx';

describe('MethodUnavailableView', () => {
  it('says the method is not available yet; Back goes back', async () => {
    const onBack = vi.fn();
    const { container } = render(<MethodUnavailableView status="unavailable" methodName="Google" onBack={onBack} />);
    expect(container.querySelector('[data-screen="method-unavailable"]')).toHaveAttribute('data-status', 'unavailable');
    expect(screen.getByRole('heading', { name: 'Google login is not available yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.getByText(/This way to log in is not part of this version yet/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names the app when it is known', () => {
    render(<MethodUnavailableView status="unavailable" methodName="Apple" appName="Acme" onBack={vi.fn()} />);
    expect(
      screen.getByText('This way to log in to Acme is not part of this version yet. Go back and choose another one.'),
    ).toBeInTheDocument();
  });

  it.each([
    [{ method: 'google' as const }, 'Google'],
    [{ method: 'line' as const }, 'LINE'],
    [{ method: 'wallet' as const, id: 'metamask' }, 'MetaMask'],
    [{ method: 'wallet' as const, id: 'zerion' }, 'zerion'],
    [{ method: 'wallet' as const }, 'Wallet'],
    [{ method: 'cross-app' as const, id: 'clapp' }, 'clapp'],
    [{ method: 'passkey' as const }, 'Passkey'],
    [{ method: 'sms' as const }, 'SMS'],
  ])('names %j as %s', (params, name) => {
    expect(unavailableMethodName(messages, params)).toBe(name);
  });
});
