import {
  formatMessage,
  isPostalCode,
  normalizePostalCd,
  type PostalCodeLookupResponse,
} from "@gakumu/domain";
import { ValidationError } from "../../platform/errors/app-error";
import { findPostalCandidates } from "./postal-code-data";

/**
 * 住所検索: the prefecture, city and towns of a postal code. Takes 123-4567, 1234567 or full-width
 * digits; anything else is a 400 with the §5.1 message. An unknown code is an empty list, not an
 * error: the screen says it found nothing.
 */
export async function lookupPostalCode(postalCd: string): Promise<PostalCodeLookupResponse> {
  const normalized = normalizePostalCd(postalCd);
  if (!isPostalCode(normalized)) throw new ValidationError(formatMessage("validation.postalCode"));
  return { postalCd: normalized, candidates: await findPostalCandidates(normalized.replace("-", "")) };
}
