/**
 * The 'Your opinion' form's limits and messages (docs/product.md, Your opinion form; decision 047), without zod: the
 * schema in schemas/contact.ts and the browser's form island both read them from here, so the
 * island ships a few strings instead of a validation library.
 */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_LOCATION_MAX = 100;
export const CONTACT_EMAIL_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

/** What counts as an email address, in the browser and on the server alike (zod 4's default rule). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const NAME_REQUIRED = 'Name is required';
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Invalid email address';
export const LOCATION_REQUIRED = 'Location is required';
export const MESSAGE_REQUIRED = 'Message is required';
export const CAPTCHA_REQUIRED = 'Please solve the captcha';
export const CAPTCHA_INCORRECT = 'Captcha is incorrect';
export const CAPTCHA_EXPIRED = 'This captcha has expired, please try again';
export const CAPTCHA_UNAVAILABLE = 'The captcha could not be loaded. Please try again.';
export const CONTACT_SENT = 'Thank you! Your message has been sent.';

/** docs/product.md, Your opinion form: during the send, an answer without success, a failed request. */
export const CONTACT_SENDING = 'Loading...';
export const CONTACT_NOT_ADDED = 'Could Not Add contact Details';
export const CONTACT_SEND_FAILED = 'Failed to submit contact form';
