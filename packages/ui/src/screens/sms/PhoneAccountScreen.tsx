'use client';
import PhoneLoginScreen from './PhoneLoginScreen.tsx';

/** The 'sms/link' and 'sms/update' screens: the phone form as a screen of its own, for the modal's intent. */
export default function PhoneAccountScreen() {
  return <PhoneLoginScreen autoFocus />;
}
