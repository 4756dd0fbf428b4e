// Character-class predicates of spec §5.1. All of them answer for a non-empty value; emptiness is
// the business of the required rule, so every format rule lets "" through.

/** Empty, or only whitespace. JavaScript's \s covers the ideographic space U+3000 and NBSP. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === "";
}

/** Length in characters as a person counts them: code points, so "𠮷" (a surrogate pair) is 1. */
export function charLength(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** Printable half-width ASCII: letters, digits and symbols; no spaces. */
export function isHalfWidthAlphanumericSymbol(value: string): boolean {
  return /^[\x21-\x7e]+$/.test(value);
}

/** Half-width decimal number: optional minus, digits, optional fraction. No "+", exponent or commas. */
export function isNumeric(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(value);
}

/** Half-width digits only (full-width "１" fails; so do signs and decimals). */
export function isPureInteger(value: string): boolean {
  return /^\d+$/.test(value);
}

/** Half-width digit groups joined by single hyphens ("03-1234", "1-2-3"); no leading/trailing hyphen. */
export function isDigitsHyphen(value: string): boolean {
  return /^\d+(-\d+)*$/.test(value);
}

function isHalfWidthCodePoint(cp: number): boolean {
  return (
    cp <= 0x7f || // ASCII, including controls and space
    (cp >= 0xff61 && cp <= 0xff9f) || // half-width katakana and punctuation
    (cp >= 0xffa0 && cp <= 0xffdc) || // half-width hangul
    (cp >= 0xffe8 && cp <= 0xffee) // half-width symbols
  );
}

/**
 * No half-width character anywhere. Anything else counts as full-width (kanji, kana, full-width
 * forms, and also symbols like × or § that Shift_JIS stores as double-byte).
 */
export function isFullWidth(value: string): boolean {
  if (value === "") return false;
  for (const ch of value) if (isHalfWidthCodePoint(ch.codePointAt(0) ?? 0)) return false;
  return true;
}

/**
 * Full-width katakana ァ–ヺ (incl. ヴ, ヵ, ヶ), the long-vowel mark ー and the ideographic space only.
 * The middle dot ・ and the iteration marks ヽヾ are not accepted: the spec lists exactly three kinds.
 */
export function isFullWidthKatakana(value: string): boolean {
  return /^[\u30a1-\u30fa\u30fc\u3000]+$/.test(value);
}
