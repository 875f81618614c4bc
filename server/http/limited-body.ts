/**
 * A request body read up to a limit and no further. Hono's `arrayBuffer()` reads a body whole
 * before anyone can look at its size: a chunked body without `Content-Length` of a gigabyte
 * was held in memory before the 413 (issue 35, finding 3). Here the reading stops, and the
 * stream is cancelled, at the first chunk past the limit.
 */

/** The body's bytes, or `null` when it is (or says it is) larger than `maxBytes`. */
export async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Nothing more is read: the client's connection is left to the server to close.
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
