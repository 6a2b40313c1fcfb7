/** The modal's own chrome: header buttons and the spinner shown before the kit is ready. */
export const modal = {
  close: 'Close',
  back: 'Back',
  loading: 'Loading',
} as const;
