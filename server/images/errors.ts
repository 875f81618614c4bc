/**
 * An error with the HTTP status the image service answers with. Everything the client
 * got wrong (modifiers, paths, hosts) is an ImageError with a 4xx status, so bad input
 * can never surface as a 5xx.
 */
export class ImageError extends Error {
  override name = 'ImageError';
  constructor(
    readonly status: 400 | 403 | 404 | 422 | 502,
    message: string,
  ) {
    super(message);
  }
}
