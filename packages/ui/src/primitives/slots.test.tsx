import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../testing/matchers.ts';
import { Button } from './Button.tsx';
import { Chip } from './Chip.tsx';
import { ErrorMessage } from './ErrorMessage.tsx';
import { ScreenIcon } from './ScreenIcon.tsx';
import { type AppearanceElements, ElementsContext, type SlotName } from './slots.ts';
import { TextField } from './TextField.tsx';
import { TextLink } from './TextLink.tsx';

function withElements(elements: AppearanceElements, ui: React.ReactNode) {
  return render(<ElementsContext value={elements}>{ui}</ElementsContext>);
}

describe('appearance.elements', () => {
  it("adds the host's classes, which replace Foyer's conflicting utilities (tailwind-merge)", () => {
    withElements({ button: 'rounded-none bg-black tracking-wide' }, <Button>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass('rounded-none', 'bg-black', 'tracking-wide', 'h-11');
    expect(button).not.toHaveClass('rounded-foyer-sm');
    expect(button).not.toHaveClass('bg-primary');
  });

  it('reaches the parts of composite primitives', () => {
    const elements: Partial<Record<SlotName, string>> = {
      'text-field-control': 'border-2',
      'text-field-label': 'uppercase',
    };
    withElements(elements, <TextField label="Email" showLabel />);
    expect(document.querySelector('[data-slot="text-field-control"]')).toHaveClass('border-2');
    expect(document.querySelector('[data-slot="text-field-control"]')).not.toHaveClass('border');
    expect(screen.getByText('Email')).toHaveClass('uppercase', 'text-sm');
  });

  it("reaches the screens' shared parts: the status badge and the error line", () => {
    withElements(
      { 'screen-icon': 'rounded-none', 'error-message': 'font-bold' },
      <>
        <ScreenIcon tone="success">✓</ScreenIcon>
        <ErrorMessage>Wrong code</ErrorMessage>
      </>,
    );
    const badge = document.querySelector('[data-slot="screen-icon"]');
    expect(badge).toHaveClass('rounded-none', 'bg-success', 'size-14');
    expect(badge).not.toHaveClass('rounded-full');
    expect(screen.getByText('Wrong code')).toHaveClass('font-bold', 'text-destructive');
  });

  it('without elements the classes are as they were', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass('rounded-foyer-sm', 'bg-primary');
  });
});

describe('asChild', () => {
  it("Button: the child element gets the button's look and props, its own handlers and classes kept", () => {
    const ours = vi.fn();
    const theirs = vi.fn();
    render(
      <Button asChild variant="secondary" onClick={ours}>
        <a href="/docs" className="px-8" onClick={theirs}>
          Docs
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link).toHaveAttribute('href', '/docs');
    expect(link).toHaveClass('border-border', 'px-8');
    expect(link).not.toHaveClass('px-4');
    expect(link).not.toHaveAttribute('type');
    link.click();
    expect(theirs).toHaveBeenCalledOnce();
    expect(ours).toHaveBeenCalledOnce();
  });

  it("Chip and TextLink style the host's own element", () => {
    render(
      <>
        <Chip asChild variant="success">
          <button type="button">New</button>
        </Chip>
        <TextLink asChild>
          <a href="/terms">Terms</a>
        </TextLink>
      </>,
    );
    expect(screen.getByRole('button', { name: 'New' })).toHaveAttribute('data-slot', 'chip');
    expect(screen.getByRole('button', { name: 'New' })).toHaveClass('text-success');
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('data-slot', 'text-link');
    expect(link).toHaveClass('underline');
    expect(link).not.toHaveAttribute('target');
  });
});
