import { GA4_PATTERN, GTM_PATTERN } from "@gakumu/domain";
import type { Db } from "../../db/client";
import { readParameterCategory } from "../../platform/tenancy/organization-parameters";

/**
 * Google Analytics 4 and Tag Manager ids the form frontend loads for an organisation (issue 5 item 9),
 * from two organisation parameters of category ANALYTICS (set with `npm run cli -- org:parameter`):
 *
 * | ANALYTICS / GA4_IDS | comma-separated measurement ids, e.g. G-ABC123XYZ9   |
 * | ANALYTICS / GTM_IDS | comma-separated container ids, e.g. GTM-ABCD123       |
 *
 * Ids not of the right shape are left out, so nothing but an id ever reaches the page's script tags.
 * A value for the form's process mode wins over one set for NORMAL (0).
 */
export const ANALYTICS_PARAMETER_CATEGORY = "ANALYTICS";

export interface FormAnalytics {
  ga4Ids: string[];
  gtmIds: string[];
}

export function analyticsIdsOf(value: string | undefined, pattern: RegExp): string[] {
  const ids = (value ?? "")
    .split(/[,\s]+/)
    .map((id) => id.trim().toUpperCase())
    .filter((id) => pattern.test(id));
  return [...new Set(ids)].slice(0, 5);
}

export async function readFormAnalytics(
  db: Db,
  scope: { tenantId: number; organizationId: number; processMode: number },
): Promise<FormAnalytics> {
  const values = await readParameterCategory(db, scope, ANALYTICS_PARAMETER_CATEGORY);
  return {
    ga4Ids: analyticsIdsOf(values.get("GA4_IDS"), GA4_PATTERN),
    gtmIds: analyticsIdsOf(values.get("GTM_IDS"), GTM_PATTERN),
  };
}
