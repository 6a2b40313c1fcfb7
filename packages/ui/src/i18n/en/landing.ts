/** The landing screen (spec §2 'Landing login screen', 'E-mail input', 'Terms consent' footer). */
export const landing = {
  /** Spec §2: the default header; `appearance.landingHeader` replaces it. */
  header: 'Log in or sign up',
  /** The same screen when it adds an address to the logged-in user (link mode). */
  linkEmailHeader: 'Link your email',
  /** Spec §2 'Update screens': replacing the logged-in user's address. */
  updateEmailHeader: 'Update your email',
  logoAlt: '{app} logo',
  recent: 'Recent',
} as const;

export const emailInput = {
  label: 'Email address',
  placeholder: 'your@email.com',
  submit: 'Submit',
} as const;

export const terms = {
  /** Spec §2 terms footer: 'By logging in I agree to the Terms & Privacy Policy'. */
  text: 'By logging in I agree to the {terms} & {privacy}',
  terms: 'Terms',
  privacy: 'Privacy Policy',
} as const;
