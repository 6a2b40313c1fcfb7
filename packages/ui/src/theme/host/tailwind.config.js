/** @foyer/ui for Tailwind's `@config "@foyer/ui/tailwind.config.js"`. Generated from tailwind.config.ts. */
export default {
  "theme": {
    "extend": {
      "colors": {
        "foyer-background": "var(--foyer-background)",
        "foyer-foreground": "var(--foyer-foreground)",
        "foyer-muted": "var(--foyer-muted)",
        "foyer-muted-foreground": "var(--foyer-muted-foreground)",
        "foyer-primary": "var(--foyer-primary)",
        "foyer-primary-foreground": "var(--foyer-primary-foreground)",
        "foyer-destructive": "var(--foyer-destructive)",
        "foyer-success": "var(--foyer-success)",
        "foyer-border": "var(--foyer-border)",
        "foyer-input": "var(--foyer-input)",
        "foyer-ring": "var(--foyer-ring)",
        "foyer-overlay": "var(--foyer-overlay)"
      },
      "borderRadius": {
        "foyer": "var(--foyer-radius)",
        "foyer-sm": "var(--foyer-radius-sm)"
      },
      "fontFamily": {
        "foyer": "var(--foyer-font)"
      }
    }
  }
};
