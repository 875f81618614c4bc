import { compare, hash } from 'bcryptjs';

/** Laravel's default bcrypt cost (config/hashing.php), so Statamic and the panel hash alike. */
export const BCRYPT_COST = 10;

/** The forms say it too: one constant for both sides. */
export { MIN_PASSWORD_LENGTH } from '../../../cp/shared/api';

const BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/**
 * A valid bcrypt hash that matches no password anyone types: compared against when the
 * account does not exist, so an unknown email costs the same bcrypt round as a wrong password.
 */
const DUMMY_HASH = '$2y$10$9VV9DecYMHTPyLXFMkGrTOvaYGdy/53KXjKvAiUlHDGJnoahBilN6';

/** A bcrypt hash as PHP's `password_hash()` writes it (`$2y$`), so Statamic verifies it unchanged. */
export async function hashPassword(password: string): Promise<string> {
  const hashed = await hash(password, BCRYPT_COST);
  return `$2y$${hashed.slice(4)}`;
}

/** Whether a value is a bcrypt hash (`$2y$`, `$2b$` or `$2a$`). */
export function isBcryptHash(value: unknown): value is string {
  return typeof value === 'string' && BCRYPT.test(value);
}

/**
 * Checks a password against a stored hash; a missing or malformed hash still costs one bcrypt
 * comparison (against a dummy) and fails, so timing says nothing about the account.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  // $2y$ (PHP) and $2b$ (OpenBSD) are the same algorithm; $2a$ differs only for non-ASCII bugs bcryptjs does not have.
  const usable = isBcryptHash(stored);
  const matches = await compare(password, `$2b$${(usable ? stored : DUMMY_HASH).slice(4)}`);
  return usable && matches;
}
