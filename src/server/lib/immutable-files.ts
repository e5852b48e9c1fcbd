/**
 * @fastify/static options for files whose names change with their content (hashed assets, uploads
 * named by id): cached for a year, never listed, no dotfiles. `preCompressed`: the build wrote
 * `.br` and `.gz` copies beside the text files (scripts/build.mjs), sent to clients that accept
 * them, so no asset is compressed per request; files without copies (fonts) are sent as they are.
 */
export function immutableFiles(root: string, prefix: string, { preCompressed = false } = {}) {
  return {
    root,
    prefix,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    list: false,
    dotfiles: 'deny',
    preCompressed,
  } as const;
}
