/** Phone login (spec §2 'Phone input', 'Enter confirmation code', 'Update screens'). */
export const phone = {
  /** Spec §2: the collapsed landing row. */
  continueWithSms: 'Continue with SMS',
  /** Spec §2: the same row when the app has `whatsapp_enabled`. */
  continueWithWhatsApp: 'Continue with WhatsApp',
  label: 'Phone number',
  placeholder: '(555) 555-5555',
  submit: 'Submit',
  /** Spec §2: 'The hint says carrier charges may apply.' */
  carrierHint: 'Carrier charges may apply.',
  /** The country button's accessible name: '{short}' is its visible text ('US +1'), '{country}' the country's name. */
  countryButtonLabel: '{short}, country: {country}',
  /** The country list's popover. */
  countryListLabel: 'Choose a country',
  countrySearch: 'Search countries',
  noCountries: 'No matching country',
  /** Shown while the phone formatter loads (a few kB, once). */
  loading: 'Loading phone input',
  /** Not quoted by the spec: the phone formatter failed to load (offline); Retry loads it again. */
  loadFailed: 'The phone field could not load. Check your connection and retry.',
  retry: 'Retry',
  linkHeader: 'Link your phone number',
  /** Spec §2 'Update screens'. */
  updateHeader: 'Update your phone number',
  /** Under the update header: the number being replaced. */
  currentNumber: 'Current number: {phoneNumber}',
} as const;

/** The phone variant of 'Enter confirmation code' (the rest of its copy is the e-mail screen's). */
export const enterSmsCode = {
  /** Spec §2: 'Text tells the user to check the e-mail or phone for a message and enter the code.' */
  instructions: 'Please check your phone {phoneNumber} for a message and enter the code below.',
  whatsAppInstructions: 'Please check WhatsApp on {phoneNumber} for a message and enter the code below.',
  /** Spec §2: "A 'Didn't get an email/a message?' line is shown." */
  didntGet: "Didn't get a message?",
} as const;
