/**
 * Every URL of the mix once, before any load: checks the mix's expected statuses against the
 * server (a wrong expectation would otherwise show up as thousands of errors) and makes the
 * image service transform each image, so the load asks for cached images.
 */
import { BASE_HEADERS, type Target } from './mix';

/** Asks for each target once; prints the ones answering another status than expected and returns their number. */
export async function preflight(origin: string, targets: readonly Target[]): Promise<number> {
  const started = performance.now();
  const wrong: string[] = [];
  for (const target of targets) {
    const response = await fetch(origin + target.path, { headers: { ...BASE_HEADERS, ...target.headers }, redirect: 'manual' }).catch((error: unknown) => error as Error);
    if (response instanceof Error) {
      wrong.push(`${target.path}: ${response.message}`);
      continue;
    }
    await response.arrayBuffer();
    if (response.status !== target.expect) wrong.push(`${target.path}: ${response.status} (expected ${target.expect})`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  preflight: ${targets.length} URLs, each once (images transformed and cached) in ${seconds} s${wrong.length ? `; ${wrong.length} answered otherwise:` : ', all as expected'}`);
  for (const line of wrong.slice(0, 20)) console.log(`  ✖ ${line}`);
  return wrong.length;
}
