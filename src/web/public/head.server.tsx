import { preload } from 'react-dom';
import { SHARE_IMAGE_WIDTH } from '../../shared/constants';
import { imageUpTo } from '../../shared/image-variants';
import type { LangCode } from '../../shared/language';
import type { ImageRef } from '../../shared/schemas/news';
import type { SiteAssets } from './assets.server';
import type { ImagePreload } from './components/image-preloads';
import { appIconPath } from './feeds/app-icons.server';
import type { LanguageAlternate } from './language-alternates';
import type { LiveBlogData } from './live-blog/LiveBlog';
import { liveBlogPostingFields } from './live-blog/live-blog-json-ld';

/** The image a shared link shows (Open Graph, Twitter card, JSON-LD): absolute, 1200 px wide where a copy exists. */
export type ShareImage = { url: string; width?: number; height?: number; alt: string };

/** A step of a listing's trail below the home page (Category → Subcategory), with its absolute address. */
export type Breadcrumb = { name: string; url: string };

/** What a page says about itself in the head (decision 093). */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute: `PUBLIC_URL`, else the address the request came to. */
  canonical: string;
  lang: LangCode;
  /** Neighbouring pages of a paged listing (`rel=prev/next`), absolute like `canonical`. */
  prev?: string;
  next?: string;
  image?: ShareImage;
  /** An article page: Open Graph type `article` with its times, and a `NewsArticle` in JSON-LD. */
  article?: {
    /** ISO 8601 instants. */
    published: string;
    modified: string;
    /** The category's name. */
    section?: string;
    tags?: string[];
    /** Every image of the article, absolute, the share image first. */
    images: string[];
    /** The comments readers see on it, replies included. */
    commentCount: number;
    /** A live blog: the structured data says `LiveBlogPosting` with its updates. */
    liveBlog?: LiveBlogData;
  };
  /**
   * A listing's trail below the home page, ending with the page itself (`[category]`, or
   * `[category, subcategory]`): a `BreadcrumbList` in JSON-LD, the home page (the site's name) first.
   */
  breadcrumbs?: Breadcrumb[];
  /** A page for one reader's own use (signing in, the account): search engines leave it out. */
  noindex?: boolean;
  /** The same page in each language, `x-default` among them (an article with its translation, decision 233). */
  alternates?: LanguageAlternate[];
  /** The page's RSS feed, absolute, for feed readers to discover; titled with the site's name unless given. */
  feed?: { title?: string; url: string };
};

/** What every page's head says about the site itself. */
export type SiteHead = { name: string };

const LOCALES = { hi: 'hi_IN', en: 'en_IN' } as const;
const LANGUAGE_TAGS = { hi: 'hi-IN', en: 'en-IN' } as const;
/** The brand mark served by routes/feeds.server.tsx: the favicon and the publisher's logo. */
export const SITE_ICON = { path: '/icon.svg', size: 512 } as const;

/** An address on this site made absolute (`/uploads/…` → `https://site/uploads/…`); absolute ones stay. */
export function absoluteUrl(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/** An article image as a shared link shows it: the 1200 px copy where one exists, else the image itself. */
export function shareImageOf(origin: string, image: ImageRef, alt: string): ShareImage {
  const file = imageUpTo(image, SHARE_IMAGE_WIDTH);
  return { url: absoluteUrl(origin, file.url), width: file.width, height: file.height, alt };
}

/**
 * JSON for a `<script type="application/ld+json">`: the browser never runs it (the CSP's
 * `script-src 'self'` has nothing to allow), but a `</script>` inside a headline must not end the
 * element, so `<` is escaped (and `>`, `&` with it; JSON.parse reads them back unchanged).
 */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

type StructuredData = { '@type': string } & Record<string, unknown>;

function JsonLd({ data }: { data: StructuredData }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data the browser never runs; jsonLd() escapes `<`.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}

function structuredData(head: PageHead, site: SiteHead): StructuredData[] {
  // The scheme and host as the canonical address writes them (with its port, if any).
  const origin = /^https?:\/\/[^/]+/.exec(head.canonical)?.[0] ?? '';
  const organization = {
    '@type': 'Organization',
    name: site.name,
    url: `${origin}/`,
    logo: {
      '@type': 'ImageObject',
      url: `${origin}${SITE_ICON.path}`,
      width: SITE_ICON.size,
      height: SITE_ICON.size,
    },
  };
  const data: StructuredData[] = [];
  if (head.canonical === `${origin}/`) {
    data.push({ '@context': 'https://schema.org', '@type': 'WebSite', name: site.name, url: `${origin}/` });
  }
  if (head.article) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: head.title,
      description: head.description,
      ...(head.article.images.length > 0 ? { image: head.article.images } : {}),
      datePublished: head.article.published,
      dateModified: head.article.modified,
      // Bylines are not part of an article; the newsroom is its author.
      author: organization,
      publisher: organization,
      inLanguage: LANGUAGE_TAGS[head.lang],
      mainEntityOfPage: { '@type': 'WebPage', '@id': head.canonical },
      url: head.canonical,
      ...(head.article.section ? { articleSection: head.article.section } : {}),
      ...(head.article.tags?.length ? { keywords: head.article.tags.join(', ') } : {}),
      commentCount: head.article.commentCount,
      ...(head.article.liveBlog ? liveBlogPostingFields(head.article.liveBlog, head.canonical, organization) : {}),
    });
  }
  if (head.breadcrumbs && head.breadcrumbs.length > 0) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: site.name, url: `${origin}/` }, ...head.breadcrumbs].map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    });
  }
  return data;
}

/** Open Graph and Twitter card tags: what a shared link shows on Facebook, WhatsApp, X, LinkedIn. */
function ShareTags({ head, site }: { head: PageHead; site: SiteHead }) {
  const { image, article } = head;
  return (
    <>
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={LOCALES[head.lang]} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      {image && (
        <>
          <meta property="og:image" content={image.url} />
          {image.width && <meta property="og:image:width" content={String(image.width)} />}
          {image.height && <meta property="og:image:height" content={String(image.height)} />}
          <meta property="og:image:alt" content={image.alt} />
        </>
      )}
      {article && (
        <>
          <meta property="article:published_time" content={article.published} />
          <meta property="article:modified_time" content={article.modified} />
          {article.section && <meta property="article:section" content={article.section} />}
          {article.tags?.map((tag) => (
            <meta key={tag} property="article:tag" content={tag} />
          ))}
        </>
      )}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      {image && (
        <>
          <meta name="twitter:image" content={image.url} />
          <meta name="twitter:image:alt" content={image.alt} />
        </>
      )}
    </>
  );
}

export type HeadProps = {
  head: PageHead;
  site: SiteHead;
  assets: SiteAssets;
  images: Map<string, ImagePreload>;
};

/**
 * The document's head: what the page says about itself (title, description, canonical and
 * neighbouring addresses, share tags, JSON-LD), and what it loads first (the main images, the
 * stylesheet, the fonts), then the hydrator.
 */
export function Head({ head, site, assets, images }: HeadProps) {
  // React writes a high-priority image preload and a stylesheet with a precedence right after the
  // charset and viewport, so a phone asks for the main image, then the stylesheet, before the fonts
  // and the islands (decision 245). With a srcset the browser picks the candidate itself, and React
  // leaves out the href, which would fetch twice where imagesrcset is unknown.
  for (const image of images.values())
    preload(image.href, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' });
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {/* Large previews in Google Discover and News need the publisher's leave. */}
      <meta name="robots" content={head.noindex ? 'noindex' : 'max-image-preview:large'} />
      <link rel="canonical" href={head.canonical} />
      {head.prev && <link rel="prev" href={head.prev} />}
      {head.next && <link rel="next" href={head.next} />}
      {head.alternates?.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {assets.fonts.map((font) => (
        <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="" />
      ))}
      {assets.stylesheet && <link rel="stylesheet" href={assets.stylesheet} precedence="default" />}
      <link rel="icon" href={SITE_ICON.path} type="image/svg+xml" />
      {/* Installable: on an iPhone only a site added to the Home Screen may receive pushes (decision 164). */}
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="apple-touch-icon" href={appIconPath(192)} />
      {head.feed && (
        <link rel="alternate" type="application/rss+xml" title={head.feed.title ?? site.name} href={head.feed.url} />
      )}
      <ShareTags head={head} site={site} />
      {structuredData(head, site).map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      {/* A module script is deferred: it never blocks rendering. Its work waits for the first paint, so it is asked for after the fonts. */}
      {assets.hydrator && <script type="module" src={assets.hydrator} fetchPriority="low" />}
    </>
  );
}
