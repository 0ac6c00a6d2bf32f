import { randomBytes } from 'node:crypto';

/** Names the one queued job allowed to make a delivery's next attempt (deliver.ts). */
export function newJobToken(): string {
  return randomBytes(12).toString('hex');
}
