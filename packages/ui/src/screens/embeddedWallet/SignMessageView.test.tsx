import { ErrorCode, FoyerError } from '@foyer/headless';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import '../../testing/matchers.ts';
import { SignMessageView, type SignMessageViewProps } from './SignMessageView.tsx';

const props = (overrides: Partial<SignMessageViewProps> = {}): SignMessageViewProps => ({
  status: 'idle',
  message: 'Hello from Acme\nNonce: 42',
  onSign: vi.fn(),
  ...overrides,
});

const messageBox = () => screen.getByRole('region', { name: 'Message' });

describe('SignMessageView', () => {
  it('idle: the default copy, the message as text in a scrollable box, and the button', async () => {
    const onSign = vi.fn();
    const { container } = render(<SignMessageView {...props({ onSign })} />);
    expect(container.querySelector('[data-screen="sign-message"]')).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('heading', { name: 'Sign message' })).toBeInTheDocument();
    expect(screen.getByText('Signing this message will not cost you any fees.')).toBeInTheDocument();
    expect(messageBox().textContent).toBe('Hello from Acme\nNonce: 42');
    expect(messageBox()).toHaveClass('max-h-[310px]');
    expect(messageBox()).toHaveClass('overflow-y-auto');
    expect(messageBox()).toHaveAttribute('tabindex', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uiOptions replace the title, the description and the button text; an http(s) icon is a decorative img', async () => {
    const { container } = render(
      <SignMessageView
        {...props({
          title: 'Sign in to Acme',
          description: 'Proves you own this wallet.',
          buttonText: 'Approve',
          iconUrl: 'https://acme.test/icon.png',
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Sign in to Acme' })).toBeInTheDocument();
    expect(screen.getByText('Proves you own this wallet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    const icon = container.querySelector('img');
    expect(icon).toHaveAttribute('src', 'https://acme.test/icon.png');
    expect(icon).toHaveAttribute('alt', '');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'not a url'])(
    'the icon %s is not rendered',
    (iconUrl) => {
      const { container } = render(<SignMessageView {...props({ iconUrl })} />);
      expect(container.querySelector('img')).toBeNull();
    },
  );

  it('renders the message as text, never as markup', () => {
    const { container } = render(<SignMessageView {...props({ message: '<img src=x onerror=alert(1)>' })} />);
    expect(messageBox().textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('typed data: labelled fields, not the JSON', async () => {
    const typedData = JSON.stringify({
      domain: { name: 'Ether Mail', chainId: 1 },
      primaryType: 'Mail',
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      message: { contents: 'Hello, Bob!' },
    });
    const { container } = render(<SignMessageView {...props({ message: typedData, format: 'typed-data' })} />);
    expect(screen.getByRole('heading', { name: 'Message: Mail' })).toBeInTheDocument();
    expect(screen.getByText('contents')).toBeInTheDocument();
    expect(messageBox().textContent).not.toContain('"primaryType"');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('hex (bytes that are not text): the hex and its length in bytes; text that looks like hex stays text', async () => {
    const { container, rerender } = render(<SignMessageView {...props({ message: '0xff00', format: 'hex' })} />);
    expect(messageBox().textContent).toBe('0xff00');
    expect(screen.getByText('Hex, 2 bytes')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    rerender(<SignMessageView {...props({ message: '0xff' })} />);
    expect(screen.queryByText(/^Hex, /)).toBeNull();
  });

  it("signing: the button reads 'Signing...' and is disabled", async () => {
    const onSign = vi.fn();
    const { container } = render(<SignMessageView {...props({ status: 'signing', onSign })} />);
    const button = screen.getByRole('button', { name: 'Signing...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onSign).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('success: no button, the success is announced', async () => {
    const { container } = render(<SignMessageView {...props({ status: 'success' })} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Success!').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("error: the code's copy and Retry", async () => {
    const onSign = vi.fn();
    const error = new FoyerError(ErrorCode.UNABLE_TO_SIGN, 'iframe said no');
    const { container } = render(<SignMessageView {...props({ status: 'error', error, onSign })} />);
    expect(screen.getByText('Failed to sign message')).toBeInTheDocument();
    expect(screen.queryByText('iframe said no')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onSign).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
