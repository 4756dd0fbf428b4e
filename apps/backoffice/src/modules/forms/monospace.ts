/**
 * Monospace for the text typed into an input (codes, URLs) but not for its label: the monospace
 * fonts have no Japanese glyphs, and a label in them falls back unevenly.
 */
export const MONOSPACE_INPUT = { input: { fontFamily: "var(--mantine-font-family-monospace)" } } as const;
