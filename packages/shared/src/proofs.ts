/**
 * Proofs before production (docs/product.md#proofs): which lines still wait for the customer's
 * approval, the order's proof state for lists and badges, and how a service order's numeric
 * status reads as a service's steps. One rule for the API (the gate before 6, the answers) and
 * the screens (badges, the tracking steps).
 */
import { ORDER_STATUS } from './order-status';

export const PROOF_STATUSES = ['pending', 'approved', 'changes_requested'] as const;
/** What a customer sees of a proof; `superseded` (a newer version replaced it) stays internal. */
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/** A proof as the rules need it: its line (null: the service order itself), version and state. */
export type ProofFacts = { lineId: number | null; version: number; status: string };

/** The latest version of each line's proofs. */
export function latestProofs<T extends ProofFacts>(proofs: readonly T[]): Map<number | null, T> {
  const latest = new Map<number | null, T>();
  for (const proof of proofs) {
    const seen = latest.get(proof.lineId);
    if (!seen || proof.version > seen.version) latest.set(proof.lineId, proof);
  }
  return latest;
}

/**
 * The lines (null: a service order's own proof) among `needing` whose latest proof is not
 * approved, or that have none yet: while any is left the order cannot go into production (6).
 */
export function linesAwaitingApproval(
  needing: readonly (number | null)[],
  proofs: readonly ProofFacts[],
): (number | null)[] {
  const latest = latestProofs(proofs);
  return needing.filter((line) => latest.get(line)?.status !== 'approved');
}

/**
 * The order's proof state, for lists and badges: `none` nothing needs a proof; `awaiting` a line
 * has none yet (staff's move); `changes_requested` the customer asked for changes (staff's move);
 * `pending` waiting for the customer; `approved` every line is approved.
 */
export type OrderProofState = 'none' | 'awaiting' | 'pending' | 'changes_requested' | 'approved';

export function orderProofState(
  needing: readonly (number | null)[],
  proofs: readonly ProofFacts[],
): OrderProofState {
  if (needing.length === 0) return 'none';
  const latest = latestProofs(proofs);
  const states = needing.map((line) => latest.get(line)?.status ?? 'missing');
  if (states.includes('missing') || states.includes('superseded')) return 'awaiting';
  if (states.includes('changes_requested')) return 'changes_requested';
  if (states.includes('pending')) return 'pending';
  return 'approved';
}

/**
 * The steps a service fulfilled as a service shows (a design: no parcel), mapped onto the one
 * numeric state machine: 4 brief received; 5 in design, proof sent while a proof waits for the
 * customer, approved once every proof is; 6 approved; 7-8, or once final files are handed over,
 * files delivered. A service that also ships goods, and every product order, keeps the
 * production steps (TRACKING_STEPS).
 */
export const SERVICE_STAGES = [
  'brief_received',
  'in_design',
  'proof_sent',
  'approved',
  'files_delivered',
] as const;
export type ServiceStage = (typeof SERVICE_STAGES)[number];

export function serviceStage(
  status: number,
  proofState: OrderProofState,
  hasFinalFiles: boolean,
): ServiceStage | null {
  if (status < ORDER_STATUS.received || status > ORDER_STATUS.delivered) return null;
  if (hasFinalFiles || status >= ORDER_STATUS.processed) return 'files_delivered';
  if (status >= ORDER_STATUS.manufactured) return 'approved';
  if (status === ORDER_STATUS.received) return 'brief_received';
  if (proofState === 'pending') return 'proof_sent';
  if (proofState === 'approved') return 'approved';
  return 'in_design';
}

/** Whether an order is told as a service (its steps and wording) rather than as production. */
export function toldAsService(order: { kind: string; ships_goods?: boolean | undefined }): boolean {
  return order.kind === 'service' && order.ships_goods !== true;
}
