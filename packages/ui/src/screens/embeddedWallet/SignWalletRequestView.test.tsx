import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { SignWalletRequestView, type SignWalletRequestViewProps } from './SignWalletRequestView.tsx';

const body = JSON.stringify({ additional_signers: [{ signer_id: 'kq_session_1', override_policy_ids: [] }] }, null, 2);
const request = { method: 'PATCH', url: 'https://auth.foyer.dev/api/v1/wallets/w_123', body };
const props = (overrides: Partial<SignWalletRequestViewProps> = {}): SignWalletRequestViewProps => ({
  status: 'idle',
  request,
  onSign: vi.fn(),
  ...overrides,
});

describe('SignWalletRequestView', () => {
  it('idle: its title and text, what the request does in words, the body as text; Authorize signs', async () => {
    const onSign = vi.fn();
    const { container } = render(<SignWalletRequestView {...props({ onSign })} />);
    expect(container.querySelector('[data-screen="sign-wallet-api-request"]')).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('heading', { name: 'Authorize wallet request' })).toBeInTheDocument();
    expect(
      screen.getByText('Once signed, this app can send this request to your wallet provider in your name.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Add signer kq_session_1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Request body' }).textContent).toBe(body);
    fireEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("no signers left: 'Remove all signers'; any other request: its method and path", () => {
    const { unmount } = render(
      <SignWalletRequestView {...props({ request: { ...request, body: '{"additional_signers":[]}' } })} />,
    );
    expect(screen.getByText('Remove all signers')).toBeInTheDocument();
    unmount();
    render(
      <SignWalletRequestView
        {...props({
          request: { method: 'post', url: '/api/v1/wallets/w_123/rpc', body: '{"method":"eth_signTransaction"}' },
        })}
      />,
    );
    expect(screen.getByText('POST /api/v1/wallets/w_123/rpc')).toBeInTheDocument();
  });

  it('a body that is markup stays text', () => {
    render(<SignWalletRequestView {...props({ request: { ...request, body: '<img src=x onerror=alert(1)>' } })} />);
    expect(screen.getByRole('region', { name: 'Request body' }).textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('uiOptions replace the title, the text and the button, never what the request does', () => {
    render(
      <SignWalletRequestView {...props({ title: 'Enable trading', description: 'For the bot.', buttonText: 'OK' })} />,
    );
    expect(screen.getByRole('heading', { name: 'Enable trading' })).toBeInTheDocument();
    expect(screen.getByText('For the bot.')).toBeInTheDocument();
    expect(screen.getByText('Add signer kq_session_1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it.each(['signing', 'success'] as const)('%s: passes axe', async (status) => {
    const { container } = render(<SignWalletRequestView {...props({ status })} />);
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', status);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("error: the code's copy and Retry", async () => {
    const onSign = vi.fn();
    const { container } = render(
      <SignWalletRequestView
        {...props({ status: 'error', error: { code: ErrorCode.SESSION_SIGNER_FAILED }, onSign })}
      />,
    );
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', 'error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
