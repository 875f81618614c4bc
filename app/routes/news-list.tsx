import { contentContext } from '../lib/content/context';
import { str } from '../lib/content/values';
import { findEntry } from '../lib/page.server';
import type { Route } from './+types/news-list';

/** Placeholder until the page template is written. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const entry = await findEntry(context.get(contentContext), url.pathname);
  return { title: str(entry.title) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.title}</h1>;
}
