import { useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { fetchBlob, saveBlob } from '../../../lib/download';

/**
 * Whether the signed-in account has saved a brand (GET /api/users/{id}/brand answers null
 * otherwise): a trade account with one can forward proofs under it. Shares the brand form's
 * cache entry (features/accounts/api/brand.ts uses the same key).
 */
export function useHasBrand(userId: number | null) {
  return useQuery({
    queryKey: ['brand', userId, currentLang()],
    queryFn: ({ signal }) => api<unknown>(`/users/${userId}/brand`, { signal }),
    enabled: userId !== null,
    select: (brand) => brand !== null,
    staleTime: 60_000,
  });
}

/** GET /api/reseller/proofs/{id}/branded.pdf, saved as a file (docs/reseller-api.md). */
export async function downloadBrandedProof(proofId: number, version: number): Promise<void> {
  saveBlob(await fetchBlob(`/reseller/proofs/${proofId}/branded.pdf`), `proof-${proofId}-v${version}.pdf`);
}
