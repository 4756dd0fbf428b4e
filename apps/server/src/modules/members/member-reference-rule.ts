import { ListReferenceAuthority } from "@gakumu/domain";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { member } from "./members.tables";

// The list reference authority of spec §6, stated once: which members one staff assignment lets its
// holder see. memberVisibility applies it to one caller (the assignment's values are known, so the
// condition is specialised in JS and stays cheap for the planner); staffWhoSeeMember applies it to many
// assignments at once (the values are columns of login_user_permission). Both build their condition
// from the pieces below and nothing else, so the two can never say different things.

const NOTHING = sql`false`;

/** A member's five placement codes: a hierarchy node covers a member placed anywhere in its subtree. */
export const placementCodes = () => [
  member.divisionCd,
  member.sectionCd,
  member.subsectionCd,
  member.unitCd,
  member.subunitCd,
];

/** Placed under one of these hierarchy nodes (an empty list covers nobody). */
export function placedUnder(nodes: readonly string[]): SQL {
  if (nodes.length === 0) return NOTHING;
  return or(...placementCodes().map((code) => inArray(code, [...nodes]))) as SQL;
}

/** An assignment's terms, as values (one known caller) or as SQL (columns of many assignments). */
export interface AssignmentTerms {
  /** Whether the member is placed under one of the assignment's PERMISSION scope nodes. */
  inScope: SQL;
  /** The staff member holding the assignment. */
  loginUserId: number | SQL;
  /** The grade the assignment is limited to; -1 (none) limits nothing. */
  gradePermission: number | SQL;
}

/** What each reference authority adds to the organisation's members; null adds nothing (all). */
export const REFERENCE_RULES: Record<number, (terms: AssignmentTerms) => SQL | null> = {
  [ListReferenceAuthority.ALL]: () => null,
  [ListReferenceAuthority.ORGANIZATION]: (terms) => terms.inScope,
  [ListReferenceAuthority.ONLY_MYSELF]: (terms) => sql`${member.createdByLoginUserId} = ${terms.loginUserId}`,
};

/** The grade limit: a grade permission other than -1 narrows to that grade. */
export function gradeRule(gradePermission: number | SQL): SQL | null {
  if (typeof gradePermission === "number")
    return gradePermission === -1 ? null : eq(member.grade, gradePermission);
  return or(sql`${gradePermission} = -1`, sql`${member.grade} = ${gradePermission}`) as SQL;
}

/**
 * The rule for assignments whose authority is a column: one branch per authority, each guarded by
 * the column's value, so every assignment is judged by exactly the rule REFERENCE_RULES gives it.
 */
export function ruleForAuthorityColumn(authority: SQL, terms: AssignmentTerms): SQL {
  const branches = Object.entries(REFERENCE_RULES).map(([code, rule]) => {
    const added = rule(terms);
    const isThis = sql`${authority} = ${Number(code)}`;
    return added ? (and(isThis, added) as SQL) : isThis;
  });
  return and(or(...branches), gradeRule(terms.gradePermission) ?? undefined) as SQL;
}
