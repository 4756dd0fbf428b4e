// The member app's theme colour: its header and buttons carry white text, so any colour a school picks
// must keep white text readable (WCAG 2.1 contrast of at least 4.5:1, the level for normal text).

export const MIN_WHITE_TEXT_CONTRAST = 4.5;

/** Colours offered as a palette; each passes the contrast check (a unit test proves it). */
export const THEME_PALETTE = [
  { value: "#2d5b9c", label: "青（標準）" },
  { value: "#1f4e79", label: "紺" },
  { value: "#0b7285", label: "青緑" },
  { value: "#2b6a3f", label: "緑" },
  { value: "#8a3b12", label: "茶" },
  { value: "#a61e4d", label: "えんじ" },
  { value: "#6741d9", label: "紫" },
  { value: "#495057", label: "灰" },
] as const;

export const DEFAULT_THEME_COLOUR = THEME_PALETTE[0].value;

export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

const channel = (hex: string, at: number) => {
  const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** Contrast ratio of white text on this background (1 … 21). */
export function whiteTextContrast(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

export const readableWithWhiteText = (hex: string): boolean =>
  HEX_COLOUR.test(hex) && whiteTextContrast(hex) >= MIN_WHITE_TEXT_CONTRAST;
