import type { CommentSort } from '../../../shared/comment-rules';
import { langOf } from '../../../shared/language';
import { articleMessages } from '../../../shared/messages/article';
import { commentMessages } from '../../../shared/messages/comments';
import type { Ad } from '../../../shared/schemas/ads';
import type { PublicComment } from '../../../shared/schemas/comments';
import type { News } from '../../../shared/schemas/news';
import { AdSlot } from '../components/AdSlot';
import { type CricketMatch, CricketScore } from '../components/CricketScore';
import { Island } from '../components/Island';
import { LatestNews } from '../components/LatestNews';
import { LikeButton } from '../components/LikeButton';
import { MostRead, type MostReadItem } from '../components/MostRead';
import { IMAGE_SIZES, NewsImage } from '../components/NewsImage';
import { usePageLang, useT } from '../components/page-language';
import { ShareLinks } from '../components/ShareLinks';
import { TranslationOffer } from '../components/TranslationOffer';
import { allIslandWords } from '../island-words.server';
import Comments from '../islands/Comments.island';
import { LiveBlog, type LiveBlogData } from '../live-blog/LiveBlog';
import { LiveLabel } from '../live-blog/LiveLabel';

/** A page of the article's comments as anyone sees them (GET /news/comments answers it). */
export type ArticleComments = {
  comments: PublicComment[];
  pagination: { total: number; page: number };
  commentCount: number;
  commentsEnabled: boolean;
  sort: CommentSort;
  timeZone: string;
};

export type ArticlePageData = {
  article: News;
  date: string;
  latest: News[];
  mostRead: MostReadItem[];
  ads: Ad[];
  cricketWidgetUrl: string;
  cricketMatch: CricketMatch | null;
  comments: ArticleComments;
  /** A live blog's updates (docs/product.md, Live blog). */
  liveBlog?: LiveBlogData;
  timeZone: string;
};

/**
 * The comments under the article (decision 177): readable without script; the island wakes when
 * a reader first uses it, or as it nears the screen for a signed-in reader.
 */
function ArticleCommentsSection({ article, comments }: { article: News; comments: ArticleComments }) {
  const lang = usePageLang();
  return (
    <Island
      name="Comments"
      component={Comments}
      when="interaction"
      whenSignedIn="visible"
      props={{
        newsId: article._id,
        path: `/${article.slug}`,
        words: allIslandWords(lang, commentMessages),
        timeZone: comments.timeZone,
        sort: comments.sort,
        first: {
          comments: comments.comments,
          page: comments.pagination.page,
          total: comments.pagination.total,
          commentCount: comments.commentCount,
          commentsEnabled: comments.commentsEnabled,
        },
      }}
    />
  );
}

/**
 * The sidebar is laid out only as it nears the screen (decision 255): on a phone it lies far below
 * the first screen, and the first layout leaves it out. The height stands in for it until it is
 * first drawn, and is remembered after.
 */
const SIDEBAR_LAID_OUT_NEAR_SCREEN = '[content-visibility:auto] [contain-intrinsic-height:auto_1600px]';

/** docs/product.md, Article page: title, date, share links, first image beside the text, location । description, more images, sidebar. */
export function ArticlePage({ data, url }: { data: ArticlePageData; url: string }) {
  const { article } = data;
  const t = useT();
  const [first, ...more] = article.images;
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <article data-read={article._id}>
        <h1 className="text-[26px] font-bold leading-snug md:text-[32px]">
          {data.liveBlog && !data.liveBlog.endedAt && <LiveLabel lang={langOf(article.language)} />}
          {article.title}
        </h1>
        {article.subtitle && <p className="mt-2 text-lg text-muted">{article.subtitle}</p>}
        {article.translation && <TranslationOffer translation={article.translation} />}
        <div className="my-4 flex flex-wrap items-center justify-between gap-3 border-y border-hairline py-2">
          <time dateTime={article.publish} className="text-[13px] text-muted">
            {data.date}
          </time>
          <div className="flex flex-wrap items-center gap-3">
            <LikeButton newsId={article._id} likes={article.likes} />
            <ShareLinks url={url} title={article.title} />
          </div>
        </div>
        <div className="article-body max-w-[70ch]">
          {first && (
            <NewsImage
              image={first}
              alt={article.title}
              priority
              sizes={IMAGE_SIZES.articleMain}
              className="mb-4 aspect-video w-full object-cover md:float-left md:mr-5 md:w-[45%]"
            />
          )}
          <p className="font-bold">
            {article.location}
            {article.location ? t(articleMessages.afterLocation) : ''}
          </p>
          {/* The only raw HTML on the site: descriptions are sanitised on every write (docs/product.md, Security). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on write by lib/rich-text.ts */}
          <div dangerouslySetInnerHTML={{ __html: article.description }} />
        </div>
        {/* Outside .article-body, whose rules for paragraphs, links and images are the text's. */}
        <AdSlot ads={data.ads} place="in-article" className="clear-both my-6" />
        {more.length > 0 && (
          <div className="clear-both mt-6 grid grid-cols-2 gap-3">
            {more.map((image) => (
              <NewsImage
                key={image.public_id}
                image={image}
                alt={article.title}
                sizes={IMAGE_SIZES.articleGrid}
                className="aspect-video w-full object-cover"
              />
            ))}
          </div>
        )}
        {data.liveBlog && <LiveBlog data={data.liveBlog} lang={langOf(article.language)} timeZone={data.timeZone} />}
        <ArticleCommentsSection article={article} comments={data.comments} />
      </article>
      <aside className={`space-y-6 ${SIDEBAR_LAID_OUT_NEAR_SCREEN}`}>
        <CricketScore url={data.cricketWidgetUrl} match={data.cricketMatch} />
        <MostRead items={data.mostRead} lang={langOf(article.language)} />
        <LatestNews news={data.latest} />
      </aside>
    </div>
  );
}
