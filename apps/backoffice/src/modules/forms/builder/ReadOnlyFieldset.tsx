import type { ReactNode } from "react";

/**
 * Disables every input and button inside at once for a reference-only user (spec §6): the native
 * fieldset does it, so no field can be forgotten. Only what may change data goes inside it.
 */
export function ReadOnlyFieldset({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
