/**
 * A stored preflight's findings at a line's ordered size, each with its sentence in the
 * caller's language (docs/product.md#uploads). The rules are shared with the browser
 * (`@shop/shared/preflight-findings`); the sentences are this module's `preflight.*` messages.
 */
import type { Lang } from '@shop/shared';
import type { ArtworkFinding, Preflight } from '@shop/shared/api/files';
import { artworkFindings, type PrintSpec } from '@shop/shared/preflight-findings';
import { type MessageKey, translate } from '../../lib/messages';

export function findingsAtSize(
  preflight: Preflight | null | undefined,
  widthCm: number | null | undefined,
  heightCm: number | null | undefined,
  spec: PrintSpec,
  lang: Lang,
): ArtworkFinding[] {
  return artworkFindings(preflight, widthCm, heightCm, spec).map(({ params, ...finding }) => ({
    ...finding,
    message: translate(`preflight.${finding.code}` as MessageKey, lang, params ?? {}),
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
  }));
}
