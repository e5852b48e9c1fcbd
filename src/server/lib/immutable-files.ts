/**
 * @fastify/static options for files whose names change with their content (hashed assets, uploads
 * named by id): cached for a year, never listed, no dotfiles.
 */
export function immutableFiles(root: string, prefix: string) {
  return {
    root,
    prefix,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    list: false,
    dotfiles: 'deny',
  } as const;
}
