import { z } from "zod";
import { defineContracts } from "../api/contract";
import { stringField } from "../validation/rule";
import { postalCode, required } from "../validation/rules/text";
import { normalizePostalCd } from "./postal-address";

// 住所検索: GET /app/form-api/postal-code (form frontend, with the link's access key) and
// GET /app/api/v2/postal-code (back office). Both take the same query and answer the same body.

/** `postalCd` as people type it (123-4567, 1234567, full-width), checked as 123-4567 (spec §5.1). */
export const postalCodeQuerySchema = z.object({
  postalCd: z.preprocess(
    (value) => (typeof value === "string" ? normalizePostalCd(value) : value),
    stringField(required({ field: "郵便番号" }), postalCode()),
  ),
});

export const postalCandidateSchema = z.object({
  prefectureCd: z.string(),
  prefecture: z.string(),
  city: z.string(),
  town: z.string(),
});

/** An unknown code is no error: its list is empty. */
export const postalCodeLookupResponseSchema = z.object({
  /** The code looked up, as 123-4567. */
  postalCd: z.string(),
  candidates: z.array(postalCandidateSchema),
});

export type PostalCodeLookupResponse = z.infer<typeof postalCodeLookupResponseSchema>;

/** 住所検索, for staff and for applicants (server: modules/postal-codes/postal-codes.routes.ts). */
export const postalCodeContracts = defineContracts({
  "GET /app/api/v2/postal-code": postalCodeLookupResponseSchema,
  "GET /app/form-api/postal-code": postalCodeLookupResponseSchema,
} as const);
