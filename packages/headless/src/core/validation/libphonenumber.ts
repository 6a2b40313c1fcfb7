/**
 * The only libphonenumber-js functions Foyer uses, with the `min` metadata (validity by length per
 * country). Loaded with `import()` (see `loadPhoneTools`), never statically: a bare `import()` of
 * the package would bundle every export it has.
 */
export { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
