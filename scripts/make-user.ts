/**
 * Creates a control-panel user, like Statamic's `php please make:user`:
 *
 *   npm run make:user -- EMAIL [--super] [--role HANDLE]... [--group HANDLE]... [--name NAME] [--force]
 *
 * The password comes from standard input: typed twice at a hidden prompt on a terminal, or the
 * first line when piped (`printf '%s\n' "$PASSWORD" | npm run make:user -- …`). Writes
 * `users/{email}.yaml` (a UUID id, a `$2y$` bcrypt hash) under CONTENT_DIR (default: this
 * repository). Refuses an existing user unless --force. Exits 1 with a message on any problem.
 */
import { parseArgs } from 'node:util';
import { MIN_PASSWORD_LENGTH, hashPassword } from '../server/cp/auth/passwords';
import { RoleFiles } from '../server/cp/auth/roles';
import { isSafeEmail, UserFileError, writeNewUser } from '../server/cp/auth/users';
import { EnvError, loadEnv } from '../server/env';

const USAGE = 'usage: npm run make:user -- EMAIL [--super] [--role HANDLE]... [--group HANDLE]... [--name NAME] [--force]';

class UsageError extends Error {}

async function main(): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        super: { type: 'boolean', default: false },
        role: { type: 'string', multiple: true, default: [] },
        group: { type: 'string', multiple: true, default: [] },
        name: { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [email, ...extra] = positionals;
  if (!email || extra.length > 0) throw new UsageError(`give one email address\n${USAGE}`);
  if (!isSafeEmail(email)) throw new UsageError(`"${email}" is not a valid email address`);

  const root = loadEnv().CONTENT_DIR;
  const { roles, groups } = await new RoleFiles(root, (message) => console.error(`warning: ${message}`)).read();
  for (const role of values.role) if (!roles.has(role)) throw new UsageError(`no role "${role}" in resources/users/roles.yaml`);
  for (const group of values.group) if (!groups.has(group)) throw new UsageError(`no group "${group}" in resources/users/groups.yaml`);
  if (!values.super && values.role.length === 0 && values.group.length === 0) {
    console.error('note: the user has no roles or groups, so cannot sign in to the control panel until given some (or --super)');
  }

  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) throw new UsageError(`the password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  const file = await writeNewUser(
    root,
    { email, name: values.name, super: values.super, roles: values.role, groups: values.group, passwordHash: await hashPassword(password) },
    { force: values.force },
  );
  return file;
}

/** Hidden and typed twice on a terminal; the first line of piped input otherwise. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/, 1)[0] ?? '');
  }
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Password (again): ');
  if (first !== second) throw new UsageError('the passwords do not match');
  return first;
}

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    let typed = '';
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003' || char === '\u0004') return done(new UsageError('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

try {
  const file = await main();
  console.log(`User created: ${file}`);
} catch (error) {
  if (error instanceof UsageError || error instanceof UserFileError || error instanceof EnvError) {
    console.error(`make:user: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
