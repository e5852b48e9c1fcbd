/**
 * A live page kept current without reloading (docs/product.md, Live blog; decision 222), in plain
 * DOM code loaded only on live pages. Every 10 seconds, while the tab is visible, it asks the kept
 * updates answer for changes after the page's cursor. New updates go in place while the reader is
 * at the top of the list; further down they wait behind an 'N new updates' button, counted in the
 * tab's title. Edits, pins and deletions apply at once; the end of coverage stops the asking.
 * Times read by the reader's clock ('5 मिनट पहले'), rewritten every half minute. The words are the
 * page's, which the server wrote into the section (LiveBlog.tsx).
 */
import { type LangCode, langOfText } from '../../../shared/language';
import { LIVE_POLL_MS, liveUpdateAnchor, liveUpdateHeadline, liveUpdatesPath } from '../../../shared/live-blog';
import type { LiveUpdate, LiveUpdatesAnswer } from '../../../shared/schemas/live-blog';
import { type CountForms, withCount } from '../count-words';
import { formatUpdateTime, paragraphsOf, updateTimeAt } from './live-time';

/** The words the server writes into the section's `data-words` for this script. */
export type LiveBlogPageWords = { pinned: string; keyEvent: string; justNow: string; newUpdates: CountForms };

/** What an update's markup needs besides the update: the page's words, language and the site's zone. */
type Page = { words: LiveBlogPageWords; lang: LangCode; timeZone: string };

/** How often the times by the reader's clock are written again. */
const TIMES_MS = 30_000;

type Tag = keyof HTMLElementTagNameMap;

function element<K extends Tag>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Words the editor wrote, marked with the `lang` of their script as LiveBlog.tsx marks them. */
function written<K extends Tag>(tag: K, className: string, text: string): HTMLElementTagNameMap[K] {
  const node = element(tag, className, text);
  node.lang = langOfText(text);
  return node;
}

function timeOf(iso: string, { lang, timeZone }: Page, className = ''): HTMLTimeElement {
  const time = element('time', className, formatUpdateTime(iso, timeZone, lang));
  time.dateTime = iso;
  time.dataset.liveTime = '';
  return time;
}

/** The markup LiveBlog.tsx renders for one update, built again for one that arrived later. */
function updateItem(update: LiveUpdate, page: Page): HTMLLIElement {
  const { words } = page;
  const anchor = liveUpdateAnchor(update._id);
  const border = update.pinned ? 'border-brand bg-panel' : update.keyEvent ? 'border-ink' : 'border-hairline';
  const item = element('li', `live-update scroll-mt-28 border-l-4 py-3 pl-4 ${border}`);
  item.id = anchor;
  item.dataset.update = update._id;
  const meta = element('p', 'flex flex-wrap items-center gap-2 text-[13px] text-muted');
  const link = element('a', 'font-semibold text-ink hover:underline');
  link.href = `#${anchor}`;
  link.append(timeOf(update.createdAt, page));
  meta.append(link);
  if (update.pinned) meta.append(element('span', 'font-bold uppercase text-brand', words.pinned));
  if (update.keyEvent) meta.append(element('span', 'font-bold uppercase text-ink', words.keyEvent));
  item.append(meta);
  if (update.score) item.append(written('p', 'mt-1 font-bold tabular-nums text-[17px]', update.score));
  for (const line of paragraphsOf(update.body)) item.append(written('p', 'mt-1', line));
  if (update.image) {
    const image = element('img', 'mt-2 aspect-video w-full max-w-md object-cover');
    image.src = update.image.url;
    image.alt = '';
    image.loading = 'lazy';
    if (update.image.width && update.image.height) {
      image.width = update.image.width;
      image.height = update.image.height;
    }
    item.append(image);
  }
  return item;
}

function keyEventItem(update: LiveUpdate, page: Page): HTMLLIElement {
  const item = element('li', '');
  item.dataset.keyEvent = update._id;
  item.dataset.created = update.createdAt;
  const link = element('a', 'hover:underline');
  link.href = `#${liveUpdateAnchor(update._id)}`;
  const headline = written('span', '', liveUpdateHeadline(update.body));
  headline.lang = langOfText(update.body);
  link.append(timeOf(update.createdAt, page, 'text-[13px] text-muted'), ' ', headline);
  item.append(link);
  return item;
}

/** Where an update belongs: pinned first, then newest first (LiveBlog.tsx's `orderForPage`). */
function sortKey(item: Element): string {
  const pinned = item.getAttribute('data-pinned') === 'true' ? '1' : '0';
  return `${pinned}${item.querySelector('time')?.getAttribute('datetime') ?? ''}${item.getAttribute('data-update') ?? ''}`;
}

function wakeLiveBlog(section: HTMLElement): void {
  const newsId = section.dataset.liveBlog ?? '';
  const page: Page = {
    words: JSON.parse(section.dataset.words ?? '{}') as LiveBlogPageWords,
    lang: document.documentElement.lang as LangCode,
    timeZone: section.dataset.timeZone ?? 'UTC',
  };
  const { words } = page;
  const list = section.querySelector<HTMLOListElement>('[data-live-updates]');
  const button = section.querySelector<HTMLButtonElement>('[data-new-updates]');
  const keyEvents = section.querySelector<HTMLOListElement>('[data-key-events]');
  if (!list || !button || !keyEvents) return;
  let revision = Number(section.dataset.revision) || 0;
  const baseTitle = document.title;
  const waiting = new Map<string, LiveUpdate>();

  const place = (item: HTMLLIElement) => {
    const key = sortKey(item);
    const before = [...list.children].find((other) => other !== item && sortKey(other) < key);
    list.insertBefore(item, before ?? null);
  };

  const showKeyEvent = (update: LiveUpdate) => {
    keyEvents.querySelector(`[data-key-event="${update._id}"]`)?.remove();
    if (update.keyEvent) {
      const entry = keyEventItem(update, page);
      const before = [...keyEvents.children].find(
        (other) => (other.getAttribute('data-created') ?? '') < update.createdAt,
      );
      keyEvents.insertBefore(entry, before ?? null);
    }
    const box = section.querySelector<HTMLElement>('[data-key-events-box]');
    if (box) box.hidden = keyEvents.children.length === 0;
  };

  const put = (update: LiveUpdate) => {
    const item = updateItem(update, page);
    if (update.pinned) item.dataset.pinned = 'true';
    const current = document.getElementById(liveUpdateAnchor(update._id));
    current?.remove();
    place(item);
    showKeyEvent(update);
    const none = section.querySelector<HTMLElement>('[data-live-none]');
    if (none) none.hidden = list.children.length > 0;
  };

  const showWaiting = () => {
    button.hidden = waiting.size === 0;
    button.textContent = withCount(words.newUpdates, page.lang, waiting.size);
    document.title = waiting.size > 0 ? `(${waiting.size}) ${baseTitle}` : baseTitle;
  };

  const showTimes = () => {
    const now = Date.now();
    for (const time of section.querySelectorAll<HTMLTimeElement>('time[data-live-time]'))
      time.textContent = updateTimeAt(time.dateTime, page.timeZone, page.lang, now, words.justNow);
  };

  const flush = () => {
    for (const update of waiting.values()) put(update);
    waiting.clear();
    showWaiting();
    showTimes();
  };

  /** The reader is at the top of the list: its start is on screen or below it. */
  const atTop = () => list.getBoundingClientRect().top > -40;

  const apply = (answer: LiveUpdatesAnswer) => {
    for (const id of answer.removed) {
      waiting.delete(id);
      document.getElementById(liveUpdateAnchor(id))?.remove();
      keyEvents.querySelector(`[data-key-event="${id}"]`)?.remove();
    }
    for (const update of answer.updates) {
      const known = document.getElementById(liveUpdateAnchor(update._id));
      if (known || atTop()) put(update);
      else waiting.set(update._id, update);
    }
    showWaiting();
    showTimes();
    revision = answer.revision;
    if (answer.coverage.endedAt) {
      section.querySelector<HTMLElement>('[data-live-ended]')?.removeAttribute('hidden');
      section.dataset.ended = 'true';
    }
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking = false;
  const ask = async () => {
    timer = undefined;
    if (asking || document.hidden || section.dataset.ended) return;
    asking = true;
    try {
      const response = await fetch(`${liveUpdatesPath(newsId)}?after=${revision}`, {
        headers: { accept: 'application/json' },
      });
      if (response.ok) {
        const answer = (await response.json()) as LiveUpdatesAnswer;
        apply(answer);
        if (answer.more) {
          asking = false;
          return void ask();
        }
      }
    } catch {
      // Offline for a moment: the next turn asks again.
    }
    asking = false;
    if (!section.dataset.ended) timer = setTimeout(ask, LIVE_POLL_MS);
  };

  button.addEventListener('click', () => {
    flush();
    list.scrollIntoView({ block: 'start' });
  });
  window.addEventListener('scroll', () => waiting.size > 0 && atTop() && flush(), { passive: true });
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden && timer === undefined) void ask();
  });
  showTimes();
  setInterval(showTimes, TIMES_MS);
  if (!section.dataset.ended) timer = setTimeout(ask, LIVE_POLL_MS);
}

export function wakeLiveBlogs(): void {
  for (const section of document.querySelectorAll<HTMLElement>('[data-live-blog]')) wakeLiveBlog(section);
}
