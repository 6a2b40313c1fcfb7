import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge, taught the kit's own scale names (tailwind.config.ts): a host's `rounded-none`
 * replaces `rounded-foyer-sm`. Colours need nothing: any name is a colour to it.
 */
export const mergeClasses = extendTailwindMerge({
  extend: { theme: { radius: ['foyer', 'foyer-sm'], font: ['foyer'] } },
});
