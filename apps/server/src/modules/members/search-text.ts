import { normalizeForSearch } from "@gakumu/domain";

/**
 * A query fragment as it is matched against search_text: normalised as spec §5.3 says (full-width →
 * half-width, half-width kana → full-width, lower case) with every space removed, so 「佐藤太郎」,
 * 「佐藤　太郎」 and 「ｻﾄｳ ﾀﾛｳ」 all find the same member.
 */
export function normalizeSearchFragment(fragment: string): string {
  return normalizeForSearch(fragment).replace(/[\s\u3000]+/g, "");
}

/**
 * The member's search_text: name, kana and member id, each normalised with its inner spaces removed
 * and joined by single spaces. A fragment never contains a space, so it cannot match across two fields.
 */
export function buildMemberSearchText(m: {
  name: string;
  nameKana?: string | null;
  memberId: string;
}): string {
  return [m.name, m.nameKana ?? "", m.memberId]
    .map(normalizeSearchFragment)
    .filter((part) => part !== "")
    .join(" ");
}
