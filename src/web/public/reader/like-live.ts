/**
 * The article's heart (docs/product.md, Likes), in plain DOM code run by the hydrator (decision 173):
 * the server renders a link to /signin with the kept page's count; this makes it a button. With a
 * stored reader session it asks the live count and the reader's like once the page has arrived; a
 * press shows its result at once and then the server's answer, or takes it back and says why. Without
 * a session a press opens the header's sign-in. Its words are the page's, written into the link by
 * the server (LikeButton.tsx): the name for each plural form, and the 'Not saved' line.
 */
import type { LangCode } from '../../../shared/language';
import { type CountForms, withCount } from '../count-words';
import { messageOf, readerCall } from './api';
import { type LikeState, pressed } from './like-state';
import { openSignIn } from './open-sign-in';
import { onReaderSessionChange, readReaderSession } from './session';

/** The like state of one article; the path's `{newsId}` filled in. */
function askLikeState(newsId: string): Promise<LikeState> {
  return readerCall('get', `/api/v1/news/like/${encodeURIComponent(newsId)}` as '/api/v1/news/like/{newsId}');
}

function upgrade(link: HTMLAnchorElement): void {
  const newsId = link.dataset.like ?? '';
  const lang = document.documentElement.lang as LangCode;
  const label = JSON.parse(link.dataset.label ?? '{}') as CountForms;
  const notSaved = link.dataset.notSaved ?? '{reason}';
  const status = link.parentElement?.querySelector<HTMLElement>('[data-like-status]');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.append(...link.childNodes);
  link.replaceWith(button);
  const count = button.querySelector<HTMLElement>('[data-like-count]');
  let state: LikeState = { likes: Number(count?.textContent) || 0, liked: false };
  let busy = false;
  let presses = 0;

  const show = (next: LikeState) => {
    state = next;
    if (count) count.textContent = String(next.likes);
    button.setAttribute('aria-label', withCount(label, lang, next.likes));
    if (readReaderSession()) button.setAttribute('aria-pressed', String(next.liked));
    else button.removeAttribute('aria-pressed');
  };
  const refresh = () => {
    if (!readReaderSession()) {
      show({ likes: state.likes, liked: false });
      return;
    }
    // A press made meanwhile has the newer answer.
    const asked = presses;
    askLikeState(newsId).then(
      (live) => asked === presses && show(live),
      () => undefined,
    );
  };

  button.addEventListener('click', async () => {
    if (!readReaderSession()) {
      openSignIn();
      return;
    }
    if (busy) return;
    busy = true;
    presses += 1;
    const before = state;
    show(pressed(before));
    if (status) status.textContent = '';
    try {
      show(await readerCall('post', before.liked ? '/api/v1/news/removelike' : '/api/v1/news/like', { newsId }));
    } catch (error) {
      show(before);
      if (status) status.textContent = notSaved.replace('{reason}', messageOf(error));
    } finally {
      busy = false;
    }
  });
  refresh();
  onReaderSessionChange(refresh);
}

export function wakeLikeButtons(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-like]')) upgrade(link);
}
