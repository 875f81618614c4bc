import { Parser } from 'htmlparser2';
import { cspHash } from './headers';

/** CSP hashes of the inline scripts a browser would run (not JSON-LD and other data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let inScript = false;
  let text = '';
  const parser = new Parser({
    onopentag(name, attributes) {
      const type = (attributes.type ?? '').trim().toLowerCase();
      inScript = name === 'script' && attributes.src === undefined && (type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript');
      text = '';
    },
    ontext(chunk) {
      if (inScript) text += chunk;
    },
    onclosetag(name) {
      if (name === 'script' && inScript) hashes.add(cspHash(text));
      inScript = false;
    },
  });
  parser.write(html);
  parser.end();
  return [...hashes];
}

