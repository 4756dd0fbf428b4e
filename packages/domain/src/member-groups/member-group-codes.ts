import { defineCodes } from "../codes/define-codes";

/** How a delivery group gets its members: staff list them, or a rule picks them when the group is built. */
export const MemberGroupKind = defineCodes({
  STATIC: { code: "STATIC", label: "メンバー指定" },
  RULE: { code: "RULE", label: "条件指定" },
});
export type MemberGroupKindCode = (typeof MemberGroupKind.codes)[number];
