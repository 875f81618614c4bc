import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { renderContext } from './lib/content/context';

export const streamTimeout = 5_000;

/**
 * React Router's Node entry, plus the Content-Security-Policy nonce: the server puts one in
 * the request's context and every inline script React Router writes carries it. Prerendering
 * passes none (its inline scripts are allowed by hash instead) and waits for the whole page,
 * as crawlers do.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const { nonce, complete } = loadContext.get(renderContext);
  const readyOption: keyof RenderToPipeableStreamOptions = complete || isbot(request.headers.get('User-Agent') ?? '') ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        if (complete) {
          // A whole page (the server keeps it, or sends it once it is complete): collected
          // into one buffer, without the web stream a streamed body needs.
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
                callback();
              },
            }),
          );
          return;
        }
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
