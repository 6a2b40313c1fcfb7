/**
 * Spec §8 'Cross-app', word for word; the statuses reuse the social status copy with the provider
 * app's name. `{app}` is the provider app's name (its details), else its id.
 */
export const crossApp = {
  /** The provider app's icon, for assistive technology. */
  appIcon: '{app} logo',
  errors: {
    connection: 'There was an issue connecting your {app} account. Please try again.',
    canceled: 'User canceled flow',
    timedOut: 'Authorization request timed out after 2 minutes.',
    rejected: 'User rejected request',
  },
} as const;
