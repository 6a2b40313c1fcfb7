'use client';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { MfaSmsAddedView } from './MfaSmsAddedView.tsx';

/** 'SMS verification added': Done closes the modal. */
export default function SmsAddedScreen(): React.JSX.Element {
  const screen = useScreen('mfa/sms-added');
  const View = useScreenView('mfa/sms-added', MfaSmsAddedView);
  return <View onDone={() => screen.finish('success')} />;
}
