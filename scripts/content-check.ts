/**
 * Validates the content tree against the content model: `npm run content:check [dir]`.
 * Checks every file parses, every entry/global/nav/term/asset matches docs/content-model.md,
 * every reference resolves and every language is complete. Prints each problem with file,
 * line and field; exits 1 if there is any. The build runs it first.
 */
import { checkContent } from '../api/check/check';
import { loadEnv } from '../server/env';

const root = process.argv[2] ?? loadEnv().CONTENT_DIR;
const problems = await checkContent(root);
problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
for (const p of problems) {
  console.error(`${p.file}${p.line ? `:${p.line}` : ''}${p.field ? `  ${p.field}` : ''}  ${p.message}`);
}
if (problems.length) {
  const files = new Set(problems.map((p) => p.file)).size;
  console.error(`\ncontent:check: ${problems.length} problem(s) in ${files} file(s) under ${root}`);
  process.exit(1);
}
console.log(`content:check: content under ${root} is valid`);
