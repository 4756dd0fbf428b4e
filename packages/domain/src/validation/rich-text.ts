import { z } from "zod";
import { formatMessage } from "../i18n/format";
import { isRichTextEmpty, richTextToPlainText, sanitizeRichText } from "../text/sanitize";
import { charLength } from "./predicates/text";

export interface RichTextOptions {
  readonly required?: boolean;
  readonly field?: string;
  /** Maximum length of the visible text (tags do not count). */
  readonly maxLength?: number;
}

/** A rich text body: checked on its visible text, stored sanitised (the output is the clean HTML). */
export function richTextField(options: RichTextOptions = {}) {
  return z
    .string({ error: () => formatMessage("validation.invalidType") })
    .superRefine((html, ctx) => {
      if (options.required && isRichTextEmpty(html)) {
        const message =
          options.field === undefined
            ? formatMessage("validation.required")
            : formatMessage("validation.requiredField", { field: options.field });
        ctx.addIssue({ code: "custom", message });
        return;
      }
      const max = options.maxLength;
      if (max !== undefined && charLength(richTextToPlainText(html).trim()) > max) {
        ctx.addIssue({ code: "custom", message: formatMessage("validation.lengthMax", { max }) });
      }
    })
    .transform(sanitizeRichText);
}
