// Japanese postal codes (郵便番号) and what a lookup of one fills in. Zod-free, so the form frontend's
// answer screen can import it on its first load; the call's contract is in postal-code-api.ts.

/** One town (町域) a postal code names, as GET …/postal-code answers it. */
export interface PostalCandidate {
  /** JIS X 0401 two-digit code, the value of PREFECTURE_CHOICES ("13"). */
  prefectureCd: string;
  prefecture: string;
  /** 市区町村 with its county or ward: 「中央区」, 「札幌市中央区」, 「八重山郡与那国町」. */
  city: string;
  /** 町域; "" when the code stands for the rest of the city (Japan Post's 「以下に掲載がない場合」). */
  town: string;
}

// Hyphens people type on phones and Japanese keyboards: full-width, dashes and the long-vowel mark.
const HYPHEN_LIKE = /[‐‑‒–—―−－ー]/g;

/**
 * The §5.1 form 123-4567 from what people type: full-width digits and hyphens, a leading 〒,
 * surrounding spaces, or the seven digits without hyphen. Anything else comes back half-width and
 * trimmed, for the postal-code rule to refuse with its message.
 */
export function normalizePostalCd(text: string): string {
  const half = text
    .trim()
    .replace(/^〒\s*/, "")
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(HYPHEN_LIKE, "-");
  return /^\d{7}$/.test(half) ? `${half.slice(0, 3)}-${half.slice(3)}` : half;
}

/**
 * What the candidates of one code let an address form fill, as far as they agree:
 * - `town`: one town: prefecture and 「市区町村 + 町域」 (the person adds the block number);
 * - `city`: several towns of one city, or a code for a whole city: prefecture and the city only;
 * - `prefecture`: a code shared by several cities of one prefecture: the prefecture only;
 * - `ambiguous`: a code shared across prefectures (a handful on borders): nothing is filled;
 * - `none`: no candidate (an unknown code).
 */
export type PostalFill =
  | { match: "town" | "city"; prefectureCd: string; address1: string }
  | { match: "prefecture"; prefectureCd: string }
  | { match: "ambiguous" }
  | { match: "none" };

export function postalFillOf(candidates: readonly PostalCandidate[]): PostalFill {
  const [first] = candidates;
  if (!first) return { match: "none" };
  if (candidates.some((c) => c.prefectureCd !== first.prefectureCd)) return { match: "ambiguous" };
  const { prefectureCd } = first;
  if (candidates.some((c) => c.city !== first.city)) return { match: "prefecture", prefectureCd };
  const towns = new Set(candidates.map((c) => c.town));
  if (towns.size === 1 && first.town !== "")
    return { match: "town", prefectureCd, address1: `${first.city}${first.town}` };
  return { match: "city", prefectureCd, address1: first.city };
}
