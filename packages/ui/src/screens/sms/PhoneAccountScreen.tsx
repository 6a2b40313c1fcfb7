'use client';
import PhoneLogin from './PhoneLogin.tsx';

/** The 'sms/link' and 'sms/update' screens: the phone form as a screen of its own, for the modal's intent. */
export default function PhoneAccountScreen() {
  return <PhoneLogin autoFocus />;
}
