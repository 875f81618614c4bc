// The password thread's entry (Piscina loads it; server/cp/auth/passwords.ts): bcrypt on a
// thread of its own, so a sign-in's 70 ms of hashing never holds the server's loop. Plain
// JavaScript: worker threads do not inherit the server's TypeScript loader, and this needs none.
import bcrypt from 'bcryptjs';

/** @param {{ op: 'hash', password: string, cost: number } | { op: 'compare', password: string, hash: string }} task */
export default function bcryptTask(task) {
  // Synchronous: the thread does nothing else, and the async variants only slice the same work.
  return task.op === 'hash' ? bcrypt.hashSync(task.password, task.cost) : bcrypt.compareSync(task.password, task.hash);
}
