import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended
 * minimum), about 10-20 ms per hash on our machines.
 */
export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password));
}

// A real hash of a random string: verifying against it costs as much as a real check, so
// an unknown e-mail address takes as long to refuse as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(`no-account-${Math.random()}`);
    const fake = await dummyHash;
    await limited(() => verify(fake, password)).catch(() => false);
    return false;
  }
  return limited(() => verify(passwordHash, password)).catch(() => false);
}

/**
 * At most two hashes at a time: each takes 19 MiB while it runs, and a burst of logins would
 * otherwise run one per libuv thread (4 × 19 MiB at once, measured +72 MB of RSS) without
 * finishing sooner on a machine of two cores. The others wait their turn.
 */
const MAX_PARALLEL_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
