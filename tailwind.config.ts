import type { Config } from 'tailwindcss';

/**
 * Maps semantic utility names to the `--foyer-*` CSS variables of
 * `packages/ui/src/theme/tokens.css`, and nothing else: the values (light, dark, accent) live in
 * the tokens, so hosts retheme by overriding variables, never by rebuilding.
 * Tailwind 4 reads this file only through `@config` (packages/ui/src/styles.css).
 */
export default {
  content: ['./packages/ui/src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        background: 'var(--foyer-background)',
        foreground: 'var(--foyer-foreground)',
        muted: 'var(--foyer-muted)',
        'muted-foreground': 'var(--foyer-muted-foreground)',
        primary: 'var(--foyer-primary)',
        'primary-foreground': 'var(--foyer-primary-foreground)',
        destructive: 'var(--foyer-destructive)',
        success: 'var(--foyer-success)',
        border: 'var(--foyer-border)',
        input: 'var(--foyer-input)',
        ring: 'var(--foyer-ring)',
        overlay: 'var(--foyer-overlay)',
      },
      borderRadius: {
        foyer: 'var(--foyer-radius)',
        'foyer-sm': 'var(--foyer-radius-sm)',
      },
      fontFamily: {
        foyer: 'var(--foyer-font)',
      },
      width: {
        modal: 'var(--foyer-modal-width)',
      },
      maxHeight: {
        'modal-full': 'var(--foyer-modal-height-full)',
        'modal-compact': 'var(--foyer-modal-height-compact)',
        logo: 'var(--foyer-logo-max-height)',
      },
      maxWidth: {
        logo: 'var(--foyer-logo-max-width)',
      },
      // Keyframes live in tokens.css under foyer-* names, so they cannot collide with a host's.
      animation: {
        shake: 'foyer-shake 0.4s ease-in-out',
        spin: 'foyer-spin 1s linear infinite',
        'spin-slow': 'foyer-spin 3s linear infinite',
      },
    },
  },
} satisfies Config;
