import type { FoyerError } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';
import type { ErrorViewProps } from './ErrorView.tsx';

/** The error screen (spec §8 mapping). Its button decides where to go: no header back. */
export const errorScreen = defineScreen<{ error: FoyerError }, ErrorViewProps>()(
  'error',
  () => import('./noticeScreens.ts').then((m) => ({ default: m.ErrorScreen })),
  {
    back: false,
  },
);
