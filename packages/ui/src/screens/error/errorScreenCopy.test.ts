import { failureEndsAttempt } from '@foyer/headless';
import { describe, expect, it } from 'vitest';
import { messages } from '../../i18n/messages.en.ts';
import { errorScreenCopy } from './errorScreenCopy.ts';

describe('errorScreenCopy', () => {
  it('shows the server message (trimmed) for 400/422 and SMS verification failures', () => {
    expect(errorScreenCopy('server-message', messages, { serverMessage: ' Domain not allowed ' })).toEqual({
      title: 'Something went wrong',
      detail: 'Domain not allowed',
      action: 'Try again',
    });
    expect(errorScreenCopy('sms-verification-failed', messages, { serverMessage: 'Carrier refused' })).toEqual({
      title: 'Something went wrong',
      detail: 'Carrier refused',
      action: 'Try again',
    });
  });

  it("'Try again later' closes the modal; every other button starts over", () => {
    expect(failureEndsAttempt('too-many-requests')).toBe(true);
    expect(failureEndsAttempt('captcha-timeout')).toBe(true);
    expect(failureEndsAttempt('unknown')).toBe(true);
    for (const status of ['invalid-captcha', 'not-allowed', 'captcha-failed', 'region-not-supported'] as const) {
      expect(failureEndsAttempt(status)).toBe(false);
      expect(errorScreenCopy(status, messages).action).not.toBe('Try again later');
    }
  });
});
