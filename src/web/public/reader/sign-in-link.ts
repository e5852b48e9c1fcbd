/** The mailed link's address: `/signin?email=…&key=…` (docs/product.md, Reader accounts on the site). */
export type SignInLink = { email: string; key: string };

/** The link's email and key from a query string, or null when either is missing or empty. */
export function readSignInLink(search: string): SignInLink | null {
  const params = new URLSearchParams(search);
  const email = params.get('email')?.trim() ?? '';
  const key = params.get('key')?.trim() ?? '';
  return email && key ? { email, key } : null;
}

/** How long until a code may be asked for again: '0:42'. */
export function resendWait(secondsLeft: number): string {
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  return `${minutes}:${seconds}`;
}
