import { sanitizeRichText } from "@gakumu/domain";
import { TypographyStylesProvider } from "@mantine/core";
import { useMemo } from "react";

/**
 * Rich text of a form (description, messages) as the applicant sees it. The server stored it
 * sanitised; it is sanitised again before rendering (spec §5.3), with the same options.
 */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (!clean.trim()) return null;
  return (
    <TypographyStylesProvider p={0} fz="sm">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </TypographyStylesProvider>
  );
}
