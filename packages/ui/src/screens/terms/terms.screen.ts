import type { AfterLoginStepParams } from '../../intents.ts';
import { defineScreen } from '../defineScreen.ts';
import type { TermsViewProps } from './TermsView.tsx';

/** The after-login step 'accept-terms' (spec §2 'Terms consent'). The user must choose: no way back. */
export const termsScreen = defineScreen<AfterLoginStepParams, TermsViewProps>()(
  'terms',
  () => import('./TermsScreen.tsx'),
  {
    back: false,
  },
);
