'use client';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type CSSProperties, createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { cn } from '../lib/cn.ts';
import { type FoyerTheme, themeRootProps } from '../theme/accent.ts';
import { useSlot } from './slots.ts';

/** True inside `DialogContent`: titles then use Radix's, which names the dialog. */
const InDialog = createContext(false);

const PANEL =
  'flex w-modal flex-col overflow-y-auto bg-background text-foreground rounded-foyer border border-border shadow-xl';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}

/** A modal dialog (Radix Dialog): focus trap, Escape and outside click close, scroll lock. */
export function Dialog({ open, onOpenChange, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {children}
    </RadixDialog.Root>
  );
}

export interface DialogContentProps {
  theme: FoyerTheme;
  accentColor?: string | null;
  /** Spec §2: full (620 px) or compact (480 px) height. */
  size: 'full' | 'compact';
  /**
   * Gets focus back when the dialog closes. The dialog is opened from code, not by a Radix trigger,
   * so Radix has nothing to return focus to on its own.
   */
  returnFocus?: HTMLElement | null;
  /** More CSS variables for the theme root (`appearance.variables`), over the accent's. */
  style?: CSSProperties | undefined;
  children: ReactNode;
}

/**
 * The portalled dialog: 360 px wide, a bottom sheet at 440 px or narrower. The theme root
 * (`[data-foyer-root]`) wraps both overlay and panel, since the portal leaves the host's tree.
 * The panel's top edge stays where a full-height panel's would be when centred (the bottom sheet's
 * bottom edge stays on the screen's), so a change of screen never moves what the user looks at.
 */
export function DialogContent({ theme, accentColor, size, returnFocus, style, children }: DialogContentProps) {
  const root = themeRootProps(theme, accentColor);
  return (
    <RadixDialog.Portal>
      <div {...root} style={{ ...root.style, ...style }} {...useSlot('dialog-root')}>
        <Overlay />
        <RadixDialog.Content
          {...useSlot(
            'dialog-content',
            cn(
              PANEL,
              'fixed left-1/2 z-[2147483647] max-w-[calc(100vw-2rem)] -translate-x-1/2 outline-none',
              'top-[max(1rem,calc(50dvh-var(--foyer-modal-height-full)/2))]',
              'data-[size=compact]:max-h-[min(var(--foyer-modal-height-compact),calc(100dvh-2rem))]',
              'data-[size=full]:max-h-[min(var(--foyer-modal-height-full),calc(100dvh-2rem))]',
              'data-[state=open]:animate-[foyer-fade-in_150ms_ease-out] motion-reduce:animate-none',
              'max-[440px]:top-auto max-[440px]:bottom-0 max-[440px]:w-full max-[440px]:max-w-none',
              'max-[440px]:rounded-b-none max-[440px]:border-b-0',
            ),
          )}
          data-size={size}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.isConnected) return;
            event.preventDefault();
            returnFocus.focus({ preventScroll: true });
          }}
        >
          <InDialog.Provider value={true}>{children}</InDialog.Provider>
        </RadixDialog.Content>
      </div>
    </RadixDialog.Portal>
  );
}

/**
 * The backdrop, ours rather than Radix's: Radix's Overlay locks scrolling by injecting a <style>
 * element, which a strict Content-Security-Policy blocks. Mounted only while the dialog is open
 * (it lives in the portal), it locks the page's scroll with CSSOM writes, which CSP allows.
 * Clicks on it close the dialog through Radix's outside-pointer handling of the content.
 */
function Overlay() {
  useEffect(() => {
    const root = document.documentElement;
    const { overflow, paddingRight } = root.style;
    const scrollbarWidth = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    // Keep the page from shifting sideways when its scrollbar goes away.
    if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      root.style.overflow = overflow;
      root.style.paddingRight = paddingRight;
    };
  }, []);
  return (
    <div
      {...useSlot(
        'dialog-overlay',
        'fixed inset-0 z-[2147483646] bg-overlay animate-[foyer-fade-in_150ms_ease-out] motion-reduce:animate-none',
      )}
      aria-hidden="true"
    />
  );
}

export interface PanelProps {
  theme?: FoyerTheme;
  accentColor?: string | null;
  /** Whether this element is the theme root; false when a `[data-foyer-root]` wraps it already. */
  root?: boolean;
  /** More CSS variables for the theme root (`appearance.variables`), as the dialog takes them. */
  style?: CSSProperties | undefined;
  /** The dialog's height limit (spec §2: full 620 px, compact 480 px); none by default. */
  size?: 'full' | 'compact' | undefined;
  children: ReactNode;
}

/** The same panel, standalone (not a dialog): for Storybook and embedding in a page. */
export function Panel({ theme = 'light', accentColor, root = true, style, size, children }: PanelProps) {
  const rootProps = root ? themeRootProps(theme, accentColor) : null;
  const slot = useSlot(
    'panel',
    cn(
      PANEL,
      'max-w-full',
      'data-[size=compact]:max-h-[var(--foyer-modal-height-compact)] data-[size=full]:max-h-[var(--foyer-modal-height-full)]',
    ),
  );
  return (
    <div
      {...rootProps}
      style={rootProps || style ? { ...rootProps?.style, ...style } : undefined}
      {...slot}
      data-size={size}
    >
      {children}
    </div>
  );
}

export interface DialogCloseProps {
  children: ReactNode;
}

/** Wraps a button so it closes the dialog. Outside a dialog the button is rendered as it is. */
export function DialogClose({ children }: DialogCloseProps) {
  return useContext(InDialog) ? <RadixDialog.Close asChild>{children}</RadixDialog.Close> : children;
}

export interface TitleProps {
  id?: string;
  className?: string;
  /** Keep the title for screen readers only. */
  visuallyHidden?: boolean;
  /** Take focus when this changes to true (a screen announcing a new state, e.g. success); read with `describedBy`. */
  focused?: boolean;
  describedBy?: string | undefined;
  children: ReactNode;
}

/** The screen's heading; inside the dialog it also names the dialog. */
export function Title({ id, className, visuallyHidden, focused = false, describedBy, children }: TitleProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focused) ref.current?.focus();
  }, [focused]);
  // A heading is not a control: focused from code, it shows no ring.
  const slot = useSlot(
    'title',
    cn(visuallyHidden ? 'sr-only' : 'text-lg leading-snug font-semibold text-balance outline-none', className),
  );
  const props = {
    // An explicit `id={undefined}` would replace the id Radix links the dialog's name to.
    ...(id ? { id } : {}),
    ref,
    tabIndex: focused ? -1 : undefined,
    'aria-describedby': describedBy,
    ...slot,
  };
  return useContext(InDialog) ? (
    <RadixDialog.Title {...props}>{children}</RadixDialog.Title>
  ) : (
    <h2 {...props}>{children}</h2>
  );
}
