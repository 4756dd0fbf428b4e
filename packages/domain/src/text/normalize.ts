// Search normalisation of spec §5.3: both sides of a comparison go through normalizeForSearch, so
// 「ｶﾞｸﾑ」 finds 「ガクム」 and 「ＡＢＣ」 finds "abc". Written out instead of NFKC because NFKC also
// rewrites things a search should keep (① → 1, ㈱ → (株), a lone ﾞ → a combining mark).

// U+FF61–U+FF9F in order: half-width punctuation and katakana → their full-width forms.
const HALF_KANA =
  "。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン゛゜";
const HALF_KANA_START = 0xff61;
const DAKUTEN = 0xff9e; // ﾞ
const HANDAKUTEN = 0xff9f; // ﾟ

// Combining ﾞ/ﾟ: let Unicode composition decide which katakana take a (semi-)voiced mark, so ウﾞ → ヴ
// and ﾜﾞ → ヷ come out right without a hand-written table. NFC only composes, it never rewrites.
function voiced(base: string, mark: number): string | null {
  const combining = mark === DAKUTEN ? "\u3099" : "\u309a";
  const composed = (base + combining).normalize("NFC");
  return composed.length === 1 ? composed : null;
}

/** Half-width katakana → full-width, combining a following ﾞ/ﾟ into one character (ｶﾞ → ガ, ﾊﾟ → パ). */
export function toFullWidthKatakana(value: string): string {
  let out = "";
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < HALF_KANA_START || cp > HANDAKUTEN) {
      out += ch;
      continue;
    }
    const full = HALF_KANA[cp - HALF_KANA_START] ?? ch;
    if (cp === DAKUTEN || cp === HANDAKUTEN) {
      const last = out.slice(-1);
      const combined = last ? voiced(last, cp) : null;
      out = combined ? out.slice(0, -1) + combined : out + full;
    } else {
      out += full;
    }
  }
  return out;
}

/** Full-width ASCII (U+FF01–U+FF5E) → half-width; the ideographic space → a normal space. */
export function toHalfWidthAscii(value: string): string {
  return value.replace(/[\uff01-\uff5e\u3000]/g, (ch) => {
    const cp = ch.charCodeAt(0);
    return cp === 0x3000 ? " " : String.fromCharCode(cp - 0xfee0);
  });
}

export function normalizeForSearch(value: string): string {
  return toFullWidthKatakana(toHalfWidthAscii(value)).toLowerCase();
}

/** True when the normalised haystack contains the normalised needle; an empty needle matches all. */
export function matchesSearch(
  haystack: string | null | undefined,
  needle: string | null | undefined,
): boolean {
  const n = normalizeForSearch((needle ?? "").trim());
  if (n === "") return true;
  return normalizeForSearch(haystack ?? "").includes(n);
}
