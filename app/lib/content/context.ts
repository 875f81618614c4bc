import { createContext, type RouterContext } from 'react-router';
import type { ContentClient } from './client.server';

/**
 * The content client, provided per request by the server (server/app.ts). The server and
 * the React Router build each load this module (the build through Vite), so the context
 * key lives on globalThis under a registered symbol: both copies must share one key.
 */
const KEY = Symbol.for('kairotone.contentContext');
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<ContentClient> };
export const contentContext: RouterContext<ContentClient> = (registry[KEY] ??= createContext<ContentClient>());
