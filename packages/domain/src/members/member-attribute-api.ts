import { z } from "zod";
import { MemberAttributeType } from "../codes/member";

// メンバー属性設定 (/app/api/v2/member-attributes): an organisation's own member attributes.
// Server: modules/members/member-attributes.routes.ts.

export const MemberAttributeItem = z.object({
  id: z.number(),
  attributeCd: z.string(),
  name: z.string(),
  attributeType: MemberAttributeType.schema,
  options: z.array(z.string()),
  isRequired: z.boolean(),
  sortOrder: z.number(),
  version: z.number(),
  updatedAt: z.string(),
});
export type MemberAttributeItem = z.infer<typeof MemberAttributeItem>;
