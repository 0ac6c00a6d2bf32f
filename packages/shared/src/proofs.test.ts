import { describe, expect, it } from 'vitest';
import { linesAwaitingApproval, orderProofState, serviceStage } from './proofs';

const p = (lineId: number | null, version: number, status: string) => ({ lineId, version, status });

describe('proofs: which lines still wait for an approved latest proof', () => {
  it.each([
    { needing: [1, 2], proofs: [], awaiting: [1, 2], state: 'awaiting' },
    { needing: [1], proofs: [p(1, 1, 'pending')], awaiting: [1], state: 'pending' },
    { needing: [1], proofs: [p(1, 1, 'approved')], awaiting: [], state: 'approved' },
    { needing: [1], proofs: [p(1, 1, 'changes_requested')], awaiting: [1], state: 'changes_requested' },
    // The latest version counts, not an older approved one.
    { needing: [1], proofs: [p(1, 1, 'approved'), p(1, 2, 'pending')], awaiting: [1], state: 'pending' },
    { needing: [1], proofs: [p(1, 2, 'approved'), p(1, 1, 'superseded')], awaiting: [], state: 'approved' },
    { needing: [1, 2], proofs: [p(1, 1, 'approved')], awaiting: [2], state: 'awaiting' },
    { needing: [null], proofs: [p(null, 1, 'approved')], awaiting: [], state: 'approved' },
    // A line that needs none (hardware) is not asked about.
    { needing: [], proofs: [], awaiting: [], state: 'none' },
  ])(
    '$needing with $proofs.length proofs → waiting $awaiting, $state',
    ({ needing, proofs, awaiting, state }) => {
      expect(linesAwaitingApproval(needing, proofs)).toEqual(awaiting);
      expect(orderProofState(needing, proofs)).toBe(state);
    },
  );
});

describe('serviceStage: a service order told as a service', () => {
  it.each([
    [4, 'awaiting', false, 'brief_received'],
    [5, 'awaiting', false, 'in_design'],
    [5, 'changes_requested', false, 'in_design'],
    [5, 'pending', false, 'proof_sent'],
    [5, 'approved', false, 'approved'],
    [6, 'approved', false, 'approved'],
    [6, 'approved', true, 'files_delivered'],
    [7, 'none', false, 'files_delivered'],
    [8, 'none', false, 'files_delivered'],
    [3, 'none', false, null],
    [9, 'none', false, null],
  ] as const)('status %i, proofs %s, final files %s → %s', (status, state, files, stage) => {
    expect(serviceStage(status, state, files)).toBe(stage);
  });
});
