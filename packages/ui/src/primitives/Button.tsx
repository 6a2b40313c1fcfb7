'use client';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';
import { Slot } from './Slot.tsx';
import { useSlot } from './slots.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'md' | 'sm' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 font-medium transition-colors select-none ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * Disabled buttons turn muted rather than translucent: they read as disabled and stay legible
 * (muted-foreground on muted is above 4.5:1 in both themes; see Button.test.ts).
 */
const variants: Record<ButtonVariant, string> = {
  primary:
    'rounded-foyer-sm bg-primary text-primary-foreground hover:enabled:opacity-90 disabled:bg-muted disabled:text-muted-foreground',
  secondary:
    'rounded-foyer-sm border border-border bg-background text-foreground hover:enabled:bg-muted disabled:text-muted-foreground',
  ghost: 'rounded-foyer-sm text-foreground hover:enabled:bg-muted disabled:text-muted-foreground',
  link: 'rounded-sm text-foreground underline underline-offset-2 hover:enabled:opacity-80 disabled:text-muted-foreground',
};

const sizes: Record<ButtonSize, string> = {
  md: 'h-11 px-4 text-base',
  sm: 'h-8 px-3 text-sm',
  icon: 'size-9',
};

/** Class names of a button variant, for elements that must look like one (e.g. a link). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cn(base, variants[variant], variant === 'link' ? 'text-sm' : sizes[size]);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the only child (a link, a router's `<Link>`) with the button's look and props. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  asChild = false,
  ...props
}: ButtonProps) {
  const slot = useSlot('button', cn(buttonClasses(variant, size), className));
  if (asChild) return <Slot {...slot} data-variant={variant} {...props} />;
  return <button {...slot} data-variant={variant} type={type} {...props} />;
}
