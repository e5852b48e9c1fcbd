import sanitizeHtml from 'sanitize-html';

const YOUTUBE_EMBED = /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[\w-]{6,20}(\?[\w=&%-]*)?$/;
const FONT_FAMILY = /^[\w\s,'"-]{1,100}$/;
const FONT_SIZE = /^\d{1,3}(\.\d+)?(px|pt|em|rem|%)$|^(small|medium|large|x-large|xx-large|x-small)$/;

/** A block or link may carry the language of its words, Hindi or English; any other value is dropped. */
const LANG_ATTRIBUTE = { name: 'lang', multiple: false, values: ['hi', 'en'] };
const LANG_MARKED_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'ul', 'li', 'blockquote', 'span'];

/**
 * What the rich-text editor produces, and nothing else: no scripts, no event handlers, no
 * `javascript:` links, no iframes but YouTube embeds, no style beyond font family and size.
 * Every stored rich text (descriptions, page texts) passes through here on write.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'div',
    'hr',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title', LANG_ATTRIBUTE],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'title', 'frameborder'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start', LANG_ATTRIBUTE],
    '*': ['style', 'class'],
    // A passage in the other language says so, to be read (and spoken) as such.
    ...Object.fromEntries(LANG_MARKED_TAGS.map((tag) => [tag, [LANG_ATTRIBUTE]])),
  },
  allowedClasses: { '*': [/^ql-(indent|align|size|font)-[\w-]+$/, /^text-(left|right|center|justify)$/] },
  allowedStyles: { '*': { 'font-family': [FONT_FAMILY], 'font-size': [FONT_SIZE] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'],
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !YOUTUBE_EMBED.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
