import { isRouteErrorResponse } from 'react-router';

/** What went wrong, as the visitor should read it: the status and the route's message. */
export function describeError(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) return { status: error.status, message: typeof error.data === 'string' ? error.data : null };
  return { status: 500, message: null };
}
