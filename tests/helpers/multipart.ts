export type FilePart = { field: string; filename: string; type: string; bytes: Buffer | Uint8Array };

/** A real multipart/form-data body (as a browser's FormData sends it) for fastify.inject. */
export async function multipart(
  fields: Record<string, string | number | boolean | unknown[] | object> = {},
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const file of files) {
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}
