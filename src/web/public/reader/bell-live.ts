/**
 * The header's bell (docs/product.md, Notifications and push), in plain DOM code run by the hydrator
 * (decision 174): it shows the bell the server rendered invisible; for a signed-in reader it asks the
 * list once the page has arrived and badges the unread count. A press opens a panel with the newest
 * notified articles and marks them seen, with 'Get alerts on this device' (push-live.ts); Escape, the
 * bell again or a press outside closes it. Its words are the ones the server wrote on the box in the
 * page's language (NotificationBell.tsx); times are written in the page's `lang`.
 */
import { formatArticleDate } from '../../../shared/dates';
import { LANG_CODES, type LangCode, langOf } from '../../../shared/language';
import type { ApiAnswer } from '../../shared/api-client';
import { messageOf, readerCall } from './api';
import { unreadBadge } from './like-state';
import { wakePushButton } from './push-live';
import { onReaderSessionChange, readReaderSession } from './session';

type Notifications = ApiAnswer<'get', '/api/v1/news/notifications'>;
type Notice = Notifications['news'][number];

/** The bell's words, as NotificationBell.tsx wrote them in the page's language. */
type BellWords = { name: string; unread: string; new: string; loading: string; empty: string };

function wordsOf(box: HTMLElement): BellWords {
  const word = box.dataset;
  return {
    name: word.wordName ?? '',
    unread: word.wordUnread ?? '',
    new: word.wordNew ?? '',
    loading: word.wordLoading ?? '',
    empty: word.wordEmpty ?? '',
  };
}

function pageLang(): LangCode {
  const lang = document.documentElement.lang;
  return LANG_CODES.find((code) => code === lang) ?? 'hi';
}

/** One listed article; its time as the article page writes it, in the site time zone the server rendered. */
function item(notice: Notice, unread: boolean, timeZone: string | undefined, words: BellWords): HTMLLIElement {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = `/${notice.slug}`;
  link.className = 'block py-2 hover:text-brand';
  const title = document.createElement('span');
  title.className = unread ? 'block font-bold' : 'block';
  // The title is the newsroom's words, in its article's language; 'New:' is the page's.
  const titleText = document.createElement('span');
  titleText.textContent = notice.title;
  titleText.lang = langOf(notice.language);
  title.append(...(unread ? [`${words.new} `, titleText] : [titleText]));
  const time = document.createElement('time');
  time.dateTime = notice.publish;
  time.className = 'text-[13px] text-muted';
  time.textContent = formatArticleDate(notice.publish, timeZone, pageLang());
  link.append(title, time);
  li.append(link);
  return li;
}

function line(text: string): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'py-2 text-[15px] text-muted';
  li.textContent = text;
  return li;
}

export function wakeBell(): void {
  const box = document.querySelector<HTMLElement>('[data-bell]');
  const button = box?.querySelector<HTMLButtonElement>('button');
  const badge = box?.querySelector<HTMLElement>('[data-bell-badge]');
  const name = box?.querySelector<HTMLElement>('[data-bell-name]');
  const panel = box?.querySelector<HTMLElement>('[data-bell-panel]');
  const list = box?.querySelector<HTMLElement>('[data-bell-list]');
  const pushButton = box?.querySelector<HTMLButtonElement>('[data-push]');
  const pushStatus = box?.querySelector<HTMLElement>('[data-push-status]');
  if (!box || !button || !badge || !name || !panel || !list || !pushButton || !pushStatus) return;
  box.classList.remove('invisible');
  const words = wordsOf(box);
  const showPushButton = wakePushButton(pushButton, pushStatus, {
    on: box.dataset.wordPushOn ?? '',
    blocked: box.dataset.wordPushBlocked ?? '',
    failed: box.dataset.wordPushFailed ?? '',
  });
  let unread: string[] = [];

  const showBadge = () => {
    const text = unreadBadge(unread.length);
    badge.textContent = text;
    badge.hidden = text === '';
    name.textContent = text
      ? words.unread.replace('{count}', unread.length.toLocaleString(document.documentElement.lang || undefined))
      : words.name;
  };
  const load = async (): Promise<Notice[]> => {
    const answer = await readerCall('get', '/api/v1/news/notifications');
    unread = readReaderSession() ? (answer.unread ?? []) : [];
    showBadge();
    return answer.news;
  };
  const refreshBadge = () => {
    if (readReaderSession()) load().catch(() => undefined);
    else {
      unread = [];
      showBadge();
    }
  };

  const close = () => {
    panel.hidden = true;
    button.setAttribute('aria-expanded', 'false');
  };
  const open = async () => {
    panel.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    list.replaceChildren(line(words.loading));
    showPushButton();
    try {
      const news = await load();
      const fresh = new Set(unread);
      list.replaceChildren(
        ...(news.length
          ? news.map((notice) => item(notice, fresh.has(notice._id), box.dataset.timeZone, words))
          : [line(words.empty)]),
      );
      if (fresh.size > 0) {
        unread = [];
        showBadge();
        await readerCall('post', '/api/v1/news/notifications/seen');
      }
    } catch (error) {
      list.replaceChildren(line(messageOf(error)));
    }
  };

  button.addEventListener('click', () => {
    if (panel.hidden) void open();
    else close();
  });
  box.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    close();
    button.focus();
  });
  document.addEventListener('click', (event) => {
    if (!panel.hidden && !box.contains(event.target as Node)) close();
  });
  refreshBadge();
  onReaderSessionChange(refreshBadge);
}
