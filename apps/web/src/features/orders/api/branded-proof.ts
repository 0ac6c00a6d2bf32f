import { useQuery } from '@tanstack/react-query';
import { fetchBlob, saveBlob } from '../../../lib/download';
import { getBrandQueryOptions } from '../../accounts/api/brand';

/**
 * Whether the signed-in account has saved a brand (GET /api/users/{id}/brand answers null
 * otherwise): a trade account with one can forward proofs under it. The brand form's own query.
 */
export function useHasBrand(userId: number | null) {
  return useQuery({
    ...getBrandQueryOptions(userId ?? 0),
    enabled: userId !== null,
    select: (brand) => brand !== null,
  });
}

/** GET /api/reseller/proofs/{id}/branded.pdf, saved as a file (docs/reseller-api.md). */
export async function downloadBrandedProof(proofId: number, version: number): Promise<void> {
  saveBlob(await fetchBlob(`/reseller/proofs/${proofId}/branded.pdf`), `proof-${proofId}-v${version}.pdf`);
}
