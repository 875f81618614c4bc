import { PassThrough, type Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { islandsLoaded } from './components/ui/island';
import { withLowPriorityScripts } from './lib/script-priority.server';
import { renderContext } from './lib/content/context';

export const streamTimeout = 5_000;

/**
 * React Router's Node entry, plus the Content-Security-Policy nonce: the server puts one in
 * the request's context and every inline script React Router writes carries it. Prerendering
 * passes none (its inline scripts are allowed by hash instead) and waits for the whole page,
 * as crawlers do.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const { nonce, complete } = loadContext.get(renderContext);
  // Islands render in place only with their code loaded (app/components/ui/island.tsx); loaded at start, so this waits once.
  await islandsLoaded();
  const readyOption: keyof RenderToPipeableStreamOptions = complete || isbot(request.headers.get('User-Agent') ?? '') ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // Islands are Suspense boundaries (app/components/ui/island.tsx); past 12.8 KB of them React would
      // send the rest after the page and move it in by script. Their content is ready: keep it in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        if (complete) {
          // A whole page (the server keeps it, or sends it once it is complete): collected
          // into one buffer, without the web stream a streamed body needs.
          pipe(
            collector((body) => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              resolve(new Response(withLowPriorityScripts(body), { headers: responseHeaders, status: responseStatusCode }));
            }, reject),
          );
          return;
        }
        // Streamed (no caller asks for it today: every render is whole): React Router's preloads stay as they are.
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reject and are logged by React Router; later ones only here.
        if (shellRendered) console.error(error);
      },
    });
  });
}

/**
 * The destination React's pipe() writes a whole page to: what pipe() calls (write, end,
 * destroy, on), without a Node stream's buffering and events, which cost more per chunk
 * than keeping it (React writes one chunk per 2 KB). write() never asks React to wait.
 */
function collector(done: (body: ReturnType<typeof Buffer.concat>) => void, failed: (error: unknown) => void): Writable {
  const chunks: Buffer[] = [];
  const sink = {
    write(chunk: string | Uint8Array<ArrayBuffer>) {
      // React writes each view once and then allocates a new one: kept without a copy.
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      return true;
    },
    end() {
      done(Buffer.concat(chunks));
    },
    destroy(error?: unknown) {
      failed(error);
    },
    on() {
      return sink;
    },
  };
  // React uses only the four methods above (react-dom/server's Node build).
  return sink as unknown as Writable;
}
