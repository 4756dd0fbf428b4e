import {
  Badge,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  Modal,
  rem,
} from "@mantine/core";

// A calm, slightly desaturated indigo: reads as "school office", stays legible on both the red
// notices and the green/yellow toasts, and passes contrast on white at shade 7+.
const gakumu: MantineColorsTuple = [
  "#eef3fb",
  "#dce4f2",
  "#b5c7e5",
  "#8ba8d8",
  "#6890cd",
  "#5180c7",
  "#4578c5",
  "#3667ae",
  "#2d5b9c",
  "#1f4e8a",
];

// Noto Sans JP first so every platform renders the same glyphs (it is bundled via @fontsource);
// the system Japanese fonts follow only as a fallback while the woff2 subsets load.
export const FONT_FAMILY = [
  '"Noto Sans JP"',
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  "Meiryo",
  "-apple-system",
  "BlinkMacSystemFont",
  '"Segoe UI"',
  "sans-serif",
].join(", ");

/**
 * Mantine's dimmed text (gray 6) has 3.3:1 on white, under WCAG AA's 4.5:1 (axe color-contrast on
 * the form screens, issue 5): gray 7 (8.2:1) keeps it quieter than body text and legible.
 */
export const gakumuCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: {},
});

/** Extra modal size beyond Mantine's xs–xl, for wide editors and previews (spec §2.1). */
export const MODAL_SIZE_XXL = "min(75rem, 90vw)";

export const gakumuTheme = createTheme({
  primaryColor: "gakumu",
  primaryShade: { light: 7, dark: 5 },
  colors: { gakumu },
  fontFamily: FONT_FAMILY,
  fontFamilyMonospace: '"SFMono-Regular", Consolas, "Liberation Mono", Menlo, monospace',
  headings: { fontFamily: FONT_FAMILY, fontWeight: "700" },
  // Spec §9: default font size 14px. md is the body size; the rest keep Mantine's proportions.
  fontSizes: { xs: rem(12), sm: rem(13), md: rem(14), lg: rem(16), xl: rem(18) },
  defaultRadius: "md",
  cursorType: "pointer",
  components: {
    // Badges carry statuses (利用可能, 写真承認待ち …): Mantine clips them with an ellipsis, and in an
    // auto-width table column the browser shrinks the column to the clip, so at 1366 px the list
    // showed 「利用…」. A badge is never narrower than its text; the table scrolls instead.
    Badge: Badge.extend({ styles: { root: { minWidth: "max-content" } } }),
    Modal: Modal.extend({
      // Mantine resolves size="xxl" to var(--modal-size-xxl); define it here so it works without
      // relying on a stylesheet being imported.
      vars: (_theme, props) => ({
        root: props.size === "xxl" ? { "--modal-size": MODAL_SIZE_XXL } : {},
      }),
      defaultProps: { closeOnEscape: true },
      styles: { title: { fontWeight: 700 } },
    }),
  },
});
