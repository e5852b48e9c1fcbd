import type { Settings } from '../../../shared/schemas/settings';
import { DISPOSABLE_EMAIL_DOMAINS } from './disposable-domains';

const disposable = new Set(DISPOSABLE_EMAIL_DOMAINS);

/** The address's domain and each domain it sits under: `a.mail.example.com` → mail.example.com, example.com. */
function domainAndParents(email: string): string[] {
  const labels = email.slice(email.lastIndexOf('@') + 1).split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** True when the settings refuse the address's domain or a domain above it (docs/product.md, Reader accounts). */
export function isBlockedEmail(email: string, rules: Settings['readerAccounts']): boolean {
  const blocked = new Set(rules.blockedEmailDomains);
  return domainAndParents(email.toLowerCase()).some(
    (domain) => blocked.has(domain) || (rules.blockDisposableDomains && disposable.has(domain)),
  );
}
