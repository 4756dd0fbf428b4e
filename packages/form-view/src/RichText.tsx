import { TypographyStylesProvider } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";

type Sanitize = (html: string) => string;
let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** The domain's sanitiser (sanitize-html is large): loaded once, on the first rich text shown. */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import("@gakumu/domain/text/sanitize").then((m) => {
    sanitizer = m.sanitizeRichText;
    return m.sanitizeRichText;
  });
  return loading;
}

/**
 * Rich text of a form (description, messages) as the applicant sees it. The server stored it
 * sanitised; it is sanitised again before rendering (spec §5.3) with the same options, and nothing is
 * shown before that has happened.
 */
export function RichText({ html }: { html: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizer);
  useEffect(() => {
    if (sanitize || !html.trim()) return;
    let current = true;
    loadSanitizer()
      .then((fn) => current && setSanitize(() => fn))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [sanitize, html]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : ""), [sanitize, html]);
  if (!clean.trim()) return null;
  return (
    <TypographyStylesProvider p={0} fz="sm">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </TypographyStylesProvider>
  );
}
