/** A reply whose headers can be read and set (Fastify's reply). */
type HeaderedReply = { getHeader(name: string): unknown; header(name: string, value: string): unknown };

/** Adds `field` to the answer's `Vary`, unless it, or `*`, is already there. */
export function addVary(reply: HeaderedReply, field: string): void {
  const vary = reply.getHeader('vary');
  const names = typeof vary === 'string' ? vary.split(',').map((name) => name.trim().toLowerCase()) : [];
  if (names.includes(field.toLowerCase()) || names.includes('*')) return;
  reply.header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, ${field}` : field);
}
