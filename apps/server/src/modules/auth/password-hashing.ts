// Password hashing at OWASP ASVS strength: argon2id with 19 MiB of memory, 2 passes, 1 lane (the
// OWASP Password Storage Cheat Sheet's first configuration). Better Auth's default, scrypt with
// N=2^14, is below that. @node-rs/argon2 runs off the event loop. The parameters travel inside
// each PHC string, so they can be raised later without breaking stored passwords.
import { hash, verify, type Options } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package's enum is a const enum, which isolated modules cannot import. */
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;

export const ARGON2_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_PARAMS);

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  // A malformed stored hash is a failed sign-in, not a server error.
  return verify(stored, password).catch(() => false);
}
