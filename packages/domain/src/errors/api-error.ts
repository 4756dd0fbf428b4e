import { z } from "zod";

/** The JSON body of every error response. `details` lists field errors of a VALIDATION_ERROR. */
export const ApiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
export type ApiErrorDetail = NonNullable<ApiErrorBody["details"]>[number];

/** Zod issues as `details` entries; the path is dotted ("items.0.name") so a form can find its field. */
export function toApiErrorDetails(error: z.ZodError): ApiErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
}
