import { cachedAnswer } from '../../api/answer';
import { API_CACHE_CONTROL } from '../../api/app';
import type { ResponseCache } from '../../api/response-cache';
import type { ContentStore } from '../../api/store/store';
import { baseSecurityHeaders, RESOURCE_CSP, type SecurityConfig } from '../security/headers';
import type { MemoryAnswerer } from './memory';

/**
 * Content API answers already in the API's cache for the current content, from memory
 * (server/http/memory.ts): the same bytes and headers the API route and the request context
 * would give, compressed once. A miss, a reload in progress or anything but GET and HEAD goes
 * to the API, which fills the cache.
 */
export function apiAnswerer(store: ContentStore, cache: ResponseCache, security: SecurityConfig): MemoryAnswerer {
  const resource = Object.entries({ ...baseSecurityHeaders(security), 'Content-Security-Policy': RESOURCE_CSP }).flat();
  return (request) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.pathname.startsWith('/api/')) return undefined;
    const index = store.loaded();
    const cached = index && cache.get(index, request.pathname + request.search);
    if (!cached) return undefined;
    const answer = cachedAnswer(cached, request, API_CACHE_CONTROL);
    return { status: answer.status, flat: [...Object.entries(answer.headers).flat(), ...resource], body: answer.body, from: 'api-cache' };
  };
}
