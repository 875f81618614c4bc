/**
 * Validates the content tree against the content model: `npm run content:check [dir]`.
 * Checks every file parses, every entry/global/nav/term/asset matches docs/content-model.md,
 * every reference resolves, and what a language still lacks (a translation, an alt text: a
 * warning, the site falls back). Prints each problem with file, line and field; exits 1 if
 * there is any that is not a warning. The build runs it first.
 */
import { checkProject } from '../api/check/check';
import { OWN_MODEL_FILE } from '../api/store/load';
import { loadEnv } from '../server/env';

const root = process.argv[2] ?? loadEnv().CONTENT_DIR;
const { problems, ownModel } = await checkProject(root);
if (!ownModel) {
  console.log(`content:check: ${root} has no ${OWN_MODEL_FILE}, so it is checked as Statamic reads it, against its own blueprints, without this site's content model`);
}
problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
for (const p of problems) {
  console.error(`${p.file}${p.line ? `:${p.line}` : ''}${p.field ? `  ${p.field}` : ''}  ${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`);
}
const errors = problems.filter((p) => p.severity !== 'warning');
const warnings = problems.length - errors.length;
if (errors.length) {
  const files = new Set(errors.map((p) => p.file)).size;
  console.error(`\ncontent:check: ${errors.length} problem(s) in ${files} file(s) under ${root}${warnings ? `, and ${warnings} warning(s)` : ''}`);
  process.exit(1);
}
console.log(`content:check: content under ${root} is valid${warnings ? ` (${warnings} warning(s): Statamic accepts these too, and the site falls back where they name something missing)` : ''}`);
