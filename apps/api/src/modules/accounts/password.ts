import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * argon2id with 9 MiB, 4 passes, 1 lane: one of the configurations OWASP's password storage
 * cheat sheet lists as equal in defence to the library's default (19 MiB, 2 passes), trading
 * memory for passes. Memory is what a small shop's server is short of (issue 12): a hash
 * takes 9 MiB instead of 19 while it runs, in about the same time (~5-10 ms here). Hashes
 * made before keep their own parameters (they are in the hash) and verify as before.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 9216, timeCost: 4, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return oneAtATime(() => hash(password, PASSWORD_HASH_OPTIONS));
}

/**
 * Whether a stored hash was made with other parameters than PASSWORD_HASH_OPTIONS (older
 * hashes use the library's 19 MiB default): read from its PHC string
 * (`$argon2id$v=19$m=19456,t=2,p=1$…`). Anything unreadable counts as outdated.
 */
export function needsRehash(passwordHash: string): boolean {
  const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!params) return true;
  const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
  return (
    Number(params[1]) !== memoryCost || Number(params[2]) !== timeCost || Number(params[3]) !== parallelism
  );
}

// A real hash of a random string: verifying against it costs as much as a real check, so
// an unknown e-mail address takes as long to refuse as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(`no-account-${Math.random()}`);
    const fake = await dummyHash;
    await oneAtATime(() => verify(fake, password)).catch(() => false);
    return false;
  }
  return oneAtATime(() => verify(passwordHash, password)).catch(() => false);
}

/**
 * One hash at a time: a burst of logins would otherwise run one per libuv thread, each with
 * its memory (4 × 19 MiB with the default parameters: +72 MB of RSS measured), without
 * finishing sooner on a machine of two cores. At ~5-10 ms a hash, one process still checks
 * 100-200 passwords a second; the others wait their turn.
 */
const oneAtATime = pLimit(1);
