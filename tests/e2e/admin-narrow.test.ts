import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENS } from '../../src/web/admin/screens';
import { type AdminSession, openAdmin, signIn } from '../helpers/admin-session';
import { ownSite } from '../helpers/e2e';
import { addReader, readerCall } from '../helpers/e2e-readers';

// Its own server: a comment is posted so the Comments screen has rows, and one row is deactivated.
const site = ownSite();
const PHONE = { width: 360, height: 800 };
let boss: AdminSession;
let article: { _id: string; title: string; slug: string };

beforeAll(async () => {
  boss = await signIn(site.url, site.admin.email, site.admin.password);
  const list = await site.api<{ news: { _id: string; title: string; slug: string }[] }>('/news/all?limit=1', {
    asAdmin: true,
  });
  const [first] = list.news;
  if (!first) throw new Error('The demo content has no article');
  article = first;
  const reader = await addReader(site, 'Phone Reader');
  const posted = await readerCall(site, reader, 'POST', '/news/comment', {
    newsId: article._id,
    text: 'A long comment from a reader on a phone, long enough to wrap over several lines of a narrow card.',
  });
  expect(posted.status).toBe(201);
});

/** Every screen of screens.ts at an address that opens it: the edit form on an article, any unknown path for the 404. */
function addresses(): string[] {
  return SCREENS.map((screen) => {
    if (screen.path === 'addnews/:id') return `/admin/addnews/${article.slug}`;
    if (screen.path === '*') return '/admin/no-such-screen';
    if (screen.path === 'comments') return '/admin/comments?queue=all';
    return `/admin/${screen.path}`;
  });
}

/**
 * What a reader of the main column cannot read: words that reach past the window's sides, and words
 * that something else is drawn over. Each text is brought to the middle of the window first, clear of
 * the top bar and of the form's sticky save bar, and the topmost element at its middle must be its own.
 */
function unreadable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const main = document.querySelector('main');
    if (!main) return ['no main column'];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const width = document.documentElement.clientWidth;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const owner = node.parentElement;
      if (!text || !owner?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // Words for screen readers only are clipped to a pixel on purpose.
      if (owner.closest('.sr-only, [hidden], option, select, [aria-hidden="true"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects()).filter((box) => box.width > 1 && box.height > 1)) {
        if (rect.left < -1 || rect.right > width + 1) {
          problems.push(`past the side: “${text.slice(0, 40)}”`);
          break;
        }
      }
      owner.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = Array.from(range.getClientRects()).find((each) => each.width > 1 && each.height > 1);
      if (!box) continue;
      const x = Math.min(Math.max(box.left + Math.min(box.width, 8) / 2, 0), width - 1);
      const y = box.top + box.height / 2;
      if (y < 0 || y >= window.innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (top && !owner.contains(top) && !top.contains(owner)) {
        const by = `${top.tagName.toLowerCase()}${top.getAttribute('aria-label') ? `[${top.getAttribute('aria-label')}]` : ''}`;
        problems.push(`covered by ${by}: “${text.slice(0, 40)}”`);
      }
    }
    window.scrollTo(0, 0);
    return problems;
  });
}

/** Opens the first card's '⋯' menu; every action in it must be inside the window and the topmost thing where it is drawn. */
async function unreachableActions(page: Page): Promise<string[]> {
  const menus = page.getByRole('main').getByRole('button', { name: /^Actions for/ });
  if ((await menus.count()) === 0) return [];
  const first = menus.first();
  await first.scrollIntoViewIfNeeded();
  await first.click();
  const panel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
  await panel.waitFor();
  const problems = await panel.evaluate((element) => {
    const found: string[] = [];
    const actions = Array.from(element.querySelectorAll<HTMLElement>('a, button'));
    if (actions.length === 0) found.push('an empty menu');
    for (const action of actions) {
      action.scrollIntoView({ block: 'nearest' });
      const box = action.getBoundingClientRect();
      const name = action.textContent?.trim() || action.getAttribute('title') || '?';
      if (box.left < 0 || box.right > document.documentElement.clientWidth) found.push(`${name}: past the side`);
      else if (box.height < 40) found.push(`${name}: ${Math.round(box.height)} px high, too small to tap`);
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!top || !action.contains(top)) found.push(`${name}: covered`);
    }
    return found;
  });
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  return problems;
}

describe('the back office on a 360 px phone', () => {
  it('reads on every screen: nothing past the sides, nothing drawn over the words, every row action reachable', {
    timeout: 180_000,
  }, async () => {
    const { page } = await openAdmin(site, boss, '/admin/dashboard', PHONE);
    page.setDefaultTimeout(15_000);
    const found: Record<string, string[]> = {};
    for (const address of addresses()) {
      await page.goto(`${site.url}${address}`);
      await page.locator('main h1').waitFor();
      // Lists fill in after their screen: wait until the server's answers are in.
      await page.waitForLoadState('networkidle');
      await page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached' });
      const problems = [...(await unreadable(page)), ...(await unreachableActions(page))];
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > PHONE.width) problems.push(`the page is ${scrollWidth} px wide`);
      if (problems.length > 0) found[address] = problems;
    }
    expect(found).toEqual({});
  });

  it('puts the rows of All News and Comments in cards, the title first and the actions behind one button', async () => {
    const { page } = await openAdmin(site, boss, `/admin/allnews?q=${article.slug}`, PHONE);
    const cards = page.getByRole('list', { name: 'All news' }).getByRole('listitem');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(1);
    const card = cards.first();
    expect(await page.getByRole('table').count()).toBe(0);
    // The title is the card's first words, beside its picture, at the card's full width but for the button.
    const title = card.getByText(article.title.split(' ').slice(0, 3).join(' '), { exact: false }).first();
    const [titleBox, cardBox] = [await title.boundingBox(), await card.boundingBox()];
    expect(titleBox && cardBox && titleBox.width).toBeGreaterThan((cardBox?.width ?? 0) / 2);
    await card.getByText('Yes', { exact: true }).waitFor();

    const menu = card.getByRole('button', { name: /^Actions for/ });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    // The menu's items carry their words, not icons alone.
    await card.getByRole('link', { name: /^Edit/ }).getByText('Edit', { exact: true }).waitFor();
    await card.getByRole('button', { name: /^Deactivate/ }).click();
    await card.getByText('No', { exact: true }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    await card.getByRole('button', { name: /^Activate/ }).click();
    await card.getByText('Yes', { exact: true }).waitFor();

    await page.goto(`${site.url}/admin/comments?queue=all`);
    const comment = page
      .getByRole('list', { name: 'Comments to moderate' })
      .getByRole('listitem')
      .filter({ hasText: 'A long comment from a reader on a phone' });
    await comment.waitFor();
    await comment.getByRole('button', { name: /^Actions for/ }).click();
    await comment.getByRole('button', { name: /^Hide/ }).waitFor();
  });

  it('folds the sidebar into a menu button whose drawer holds the same links and closes on a choice', async () => {
    const { page } = await openAdmin(site, boss, '/admin/dashboard', PHONE);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // No sidebar takes room beside the screen: the main column has the window's width.
    expect(await page.getByRole('navigation', { name: 'Back office' }).count()).toBe(0);
    expect((await page.getByRole('main').boundingBox())?.width).toBe(PHONE.width);
    const button = page.getByRole('button', { name: /^Menu/ });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'NEWS' });
    const links = drawer.getByRole('navigation', { name: 'Back office' }).getByRole('link');
    const names = await links.allTextContents();
    expect(names.slice(0, 4)).toEqual(['Back To Home', 'Dashboard', 'Add News', 'All News']);
    expect(names).toEqual(expect.arrayContaining(['Manage Admins', 'Settings']));
    await drawer.getByRole('button', { name: 'Logout' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);

    await button.click();
    await drawer.getByRole('link', { name: 'All News' }).click();
    await page.getByRole('heading', { name: 'All News', level: 1 }).waitFor();
    await drawer.waitFor({ state: 'detached' });
  });
});
