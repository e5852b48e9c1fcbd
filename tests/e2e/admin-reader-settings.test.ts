import { describe, expect, it } from 'vitest';
import { readerMessages } from '../../src/shared/messages/reader';
import { serverMessages } from '../../src/shared/messages/server';
import { openAdmin, signIn } from '../helpers/admin-session';
import { ownSite } from '../helpers/e2e';

// Settings change here, so this file has a server of its own.
const site = ownSite();

describe('Reader account settings', () => {
  it('blocks an email domain from the Settings screen, and /register then refuses its addresses', async () => {
    const boss = await signIn(site.url, site.admin.email, site.admin.password);
    const { page } = await openAdmin(site, boss, '/admin/settings');
    page.setDefaultTimeout(10_000);
    const domains = page.getByLabel('More blocked email domains');
    await domains.fill('not a domain');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Enter a domain such as example.com').waitFor();
    await domains.fill('Spam-Town.example\n\n');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.locator('.swal2-popup:not(.swal2-loading) .swal2-title', { hasText: 'Settings saved' }).waitFor();
    const saved = await site.api<{ settings: { readerAccounts: unknown } }>('/settings', { asAdmin: true });
    expect(saved.settings.readerAccounts).toEqual({
      blockDisposableDomains: true,
      blockedEmailDomains: ['spam-town.example'],
    });

    const reader = await site.openPage(360);
    await reader.page.goto(`${site.url}/register`);
    const form = reader.page.getByRole('main');
    // The register page speaks the site's language, Hindi, and so does the server's answer to it.
    await form.getByLabel(readerMessages.name.hi, { exact: true }).fill('Ravi');
    await form.getByLabel(readerMessages.email.hi, { exact: true }).fill('ravi@mail.spam-town.example');
    await form.getByRole('button', { name: readerMessages.register.hi }).click();
    await form.getByText(serverMessages.emailDomainBlocked.hi).waitFor();
  });
});
