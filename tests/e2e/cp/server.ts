/**
 * The control panel's browser tests run against their own production server: the same build,
 * on a copy of the demo content in a git work tree, with users of each kind, so saves are
 * real (files written, commits made) and never touch the repository's content.
 * Started by playwright.config.ts as a second web server; the root is made anew each run.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { PROJECT_ROOT } from '../../../server/env';
import { CP_USERS, CP_ROLES } from './users';

const root = path.join(PROJECT_ROOT, '.cache', 'e2e-cp', 'root');
rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });
for (const part of ['content', 'resources', 'public']) cpSync(path.join(PROJECT_ROOT, part), path.join(root, part), { recursive: true });

// The demo content has no Bard field: the copy's news blueprint gets one (`lead`, with a
// `callout` set) for the fields' tests (fields.spec.ts). The repository's blueprint is untouched.
const articleFile = path.join(root, 'resources', 'blueprints', 'collections', 'news', 'article.yaml');
const article = parse(readFileSync(articleFile, 'utf8')) as { tabs: { main: { sections: { fields: { handle: string }[] }[] } } };
const fields = article.tabs.main.sections[0]!.fields;
fields.splice(fields.findIndex((f) => f.handle === 'excerpt') + 1, 0, {
  handle: 'lead',
  field: {
    type: 'bard',
    display: 'Lead',
    localizable: true,
    sets: { main: { display: 'Main', sets: { callout: { display: 'Callout', fields: [{ handle: 'text', field: { type: 'text', display: 'Text' } }] } } } },
  },
} as { handle: string });
writeFileSync(articleFile, stringify(article));

// Plain passwords, as a person may write them by hand: the server hashes them on load (Statamic does the same).
mkdirSync(path.join(root, 'users'), { recursive: true });
for (const user of Object.values(CP_USERS)) {
  const lines = [`name: '${user.name}'`, `password: '${user.password}'`, ...(user.super ? ['super: true'] : [`roles:`, ...user.roles.map((r) => `  - ${r}`)])];
  writeFileSync(path.join(root, 'users', `${user.email}.yaml`), `${lines.join('\n')}\n`);
}
mkdirSync(path.join(root, 'resources', 'users'), { recursive: true });
writeFileSync(path.join(root, 'resources', 'users', 'roles.yaml'), CP_ROLES);
writeFileSync(path.join(root, 'resources', 'users', 'groups.yaml'), '');

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
git('init', '-q');
git('config', 'user.name', 'Test setup');
git('config', 'user.email', 'setup@example.com');
writeFileSync(path.join(root, '.gitignore'), '/storage/\n/public/media/\n');
git('add', '-A');
git('commit', '-qm', 'Demo content');

process.env.CONTENT_DIR = root;
await import('../../../server/main');
