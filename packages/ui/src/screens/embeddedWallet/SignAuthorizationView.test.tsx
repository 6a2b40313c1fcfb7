import { ErrorCode } from '@foyer/headless';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { SignAuthorizationView, type SignAuthorizationViewProps } from './SignAuthorizationView.tsx';

const contract = '0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B';
const warning =
  "Once signed, this contract's code runs as your wallet: it can move everything your wallet holds. Sign it only if you trust this app completely.";
const props = (
  overrides: Partial<SignAuthorizationViewProps> = {},
  authorization: Partial<SignAuthorizationViewProps['authorization']> = {},
): SignAuthorizationViewProps => ({
  status: 'idle',
  authorization: { contract, chainId: 11155111, chainName: 'Sepolia', nonce: 7, ...authorization },
  onSign: vi.fn(),
  ...overrides,
});

/** The value under each label of the details box. */
const details = () =>
  Object.fromEntries(
    [...within(screen.getByRole('region', { name: 'Authorization details' })).getAllByRole('term')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );

describe('SignAuthorizationView', () => {
  it('idle: its own title, the warning, the contract, network and nonce; Authorize signs', async () => {
    const onSign = vi.fn();
    const { container } = render(<SignAuthorizationView {...props({ onSign })} />);
    expect(container.querySelector('[data-screen="sign-authorization"]')).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('heading', { name: 'Authorize a contract' })).toBeInTheDocument();
    expect(screen.getByText(warning)).toBeInTheDocument();
    expect(details()).toEqual({ Contract: contract, Network: 'Sepolia', Nonce: '7' });
    fireEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("chain 0 is 'All networks'; a chain the app does not name is 'Chain <id>'", () => {
    const { unmount } = render(<SignAuthorizationView {...props({}, { chainId: 0, chainName: null })} />);
    expect(details().Network).toBe('All networks');
    unmount();
    render(<SignAuthorizationView {...props({}, { chainId: 8453, chainName: null })} />);
    expect(details().Network).toBe('Chain 8453');
  });

  it('uiOptions replace the title and the button, never the warning', () => {
    render(<SignAuthorizationView {...props({ title: 'Upgrade your wallet', buttonText: 'OK' })} />);
    expect(screen.getByRole('heading', { name: 'Upgrade your wallet' })).toBeInTheDocument();
    expect(screen.getByText(warning)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it.each(['signing', 'success'] as const)('%s: passes axe', async (status) => {
    const { container } = render(<SignAuthorizationView {...props({ status })} />);
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', status);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("error: the code's copy and Retry", async () => {
    const onSign = vi.fn();
    const { container } = render(
      <SignAuthorizationView {...props({ status: 'error', error: { code: ErrorCode.UNABLE_TO_SIGN }, onSign })} />,
    );
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-status', 'error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
