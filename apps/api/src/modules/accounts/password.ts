import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended
 * minimum), about 10-20 ms per hash on our machines.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a random string: verifying against it costs as much as a real check, so
// an unknown e-mail address takes as long to refuse as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash(`no-account-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
