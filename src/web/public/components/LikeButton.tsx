import { articleMessages } from '../../../shared/messages/article';
import { countForms } from '../count-words.server';
import { usePageLang, useT } from './page-language';

export function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="shrink-0">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        className="fill-transparent group-aria-pressed:fill-current"
      />
    </svg>
  );
}

/**
 * The article's heart (docs/product.md, Likes): in the page's bytes a link to /signin with the kept
 * article's count (which may lag, decision 160); reader/like-live.ts makes it a button that shows
 * the live count and this reader's like, without React (decision 173), naming it with the words
 * written here in the page's language.
 */
export function LikeButton({ newsId, likes }: { newsId: string; likes: number }) {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <a
        href="/signin"
        data-like={newsId}
        data-label={JSON.stringify(countForms(usePageLang(), articleMessages.likeArticle))}
        data-not-saved={t(articleMessages.likeNotSaved, { reason: '{reason}' })}
        aria-label={t(articleMessages.likeArticle, { count: likes })}
        className="group flex min-h-11 min-w-11 items-center gap-1.5 rounded-full border border-hairline px-3 text-[15px] font-bold text-ink hover:border-brand hover:text-brand aria-pressed:border-brand aria-pressed:text-brand"
      >
        <HeartIcon />
        <span data-like-count="">{likes}</span>
      </a>
      <span data-like-status="" aria-live="polite" className="text-[13px] text-brand" />
    </div>
  );
}
