import { cloneElement, type HTMLAttributes, isValidElement, type ReactElement, type ReactNode } from 'react';
import { mergeClasses } from '../lib/merge.ts';

export interface SlotProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
}

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => void;

/**
 * Renders its only child with these props merged in (Radix's Slot, for `asChild`): class names
 * merged (the child's win, through tailwind-merge), styles merged, event handlers both called (the child's first); the child's other props win.
 */
export function Slot({ children, ...props }: SlotProps) {
  if (!isValidElement<Props>(children)) throw new Error('[foyer] asChild needs exactly one element child');
  const child = children as ReactElement<Props>;
  const merged: Props = { ...props, ...child.props };
  for (const [key, ours] of Object.entries(props as Props)) {
    const theirs = child.props[key];
    if (key === 'className') merged[key] = mergeClasses(ours as string, theirs as string | undefined);
    else if (key === 'style') merged[key] = { ...(ours as object), ...(theirs as object | undefined) };
    else if (/^on[A-Z]/.test(key) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        (theirs as Handler)(...args);
        (ours as Handler)(...args);
      };
    }
  }
  return cloneElement(child, merged);
}
