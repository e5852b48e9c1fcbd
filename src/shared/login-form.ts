/**
 * The admin login's messages (docs/product.md, Sign-in and sessions), without zod: the login schema in
 * schemas/auth.ts and the /login page's island both read them from here.
 */
export const LOGIN_EMAIL_REQUIRED = 'Email is required';
export const LOGIN_PASSWORD_REQUIRED = 'Password is required';

export const LOGIN_FAILED = 'Login Failed';
/** Shown under 'Login Failed' when the server's answer carries no message (or never came). */
export const LOGIN_FAILED_FALLBACK = 'Something went wrong, please try again later';
export const LOGIN_SUCCEEDED = 'Login Successfully!';
export const LOGIN_SUCCEEDED_TEXT = 'Have a nice day!';
