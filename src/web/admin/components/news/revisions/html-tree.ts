/**
 * A stored description as a tree, and back to HTML, without a DOM (so the block diff also runs in
 * unit tests). It reads what the server's sanitiser writes: lower-case tags, quoted attributes,
 * escaped text; what it writes back is escaped again, so nothing an editor typed becomes markup.
 */
export type HtmlText = { text: string };
export type HtmlElement = { tag: string; attrs: [string, string][]; children: HtmlNode[] };
export type HtmlNode = HtmlText | HtmlElement;

const VOID = new Set(['br', 'img', 'hr', 'wbr', 'source', 'col', 'input']);
const TOKEN =
  /<!--[\s\S]*?-->|<\/([a-zA-Z][a-zA-Z0-9]*)\s*>|<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|[^<]+|</g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

export const isText = (node: HtmlNode): node is HtmlText => 'text' in node;

export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { tag: '#root', attrs: [], children: [] };
  const open: HtmlElement[] = [root];
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, opening, attributes = ''] = match;
    const parent = open.at(-1) as HtmlElement;
    if (token.startsWith('<!--')) continue;
    if (closing) {
      const tag = closing.toLowerCase();
      const at = open.map((element) => element.tag).lastIndexOf(tag);
      if (at > 0) open.length = at;
    } else if (opening) {
      const tag = opening.toLowerCase();
      const attrs = [...attributes.matchAll(ATTRIBUTE)].map(([, name = '', double, single, bare]): [string, string] => [
        name.toLowerCase(),
        decodeEntities(double ?? single ?? bare ?? ''),
      ]);
      const element: HtmlElement = { tag, attrs, children: [] };
      parent.children.push(element);
      if (!VOID.has(tag) && !token.endsWith('/>')) open.push(element);
    } else parent.children.push({ text: decodeEntities(token) });
  }
  return root.children;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

export function toHtml(nodes: HtmlNode[]): string {
  return nodes
    .map((node) => {
      if (isText(node)) return escapeText(node.text);
      const attrs = node.attrs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
      if (VOID.has(node.tag)) return `<${node.tag}${attrs}>`;
      return `<${node.tag}${attrs}>${toHtml(node.children)}</${node.tag}>`;
    })
    .join('');
}

/** The words of a tree as a reader reads them; a line break counts as a space. */
export function textOf(nodes: HtmlNode[]): string {
  return nodes.map((node) => (isText(node) ? node.text : node.tag === 'br' ? ' ' : textOf(node.children))).join('');
}

export const attributeOf = (element: HtmlElement, name: string) =>
  element.attrs.find(([attribute]) => attribute === name)?.[1];
