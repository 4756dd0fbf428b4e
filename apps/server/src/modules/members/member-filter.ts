import {
  type MemberAttributeDefinition,
  type MemberFilter,
  parseMemberAttributeValue,
  toHalfWidthAscii,
} from "@gakumu/domain";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ValidationError } from "../../platform/errors/app-error";
import { listMemberAttributes, toAttributeDefinition } from "./member-attributes.service";
import { type ExactStatus, exactStatusIn } from "./member-exact-status";
import { type HierarchyIndex, subtreeCondition } from "./member-hierarchy";
import { memberVisibility } from "./member-visibility";
import type { MemberListScope } from "./members.menu";
import { member } from "./members.tables";
import { normalizeSearchFragment } from "./search-text";

const MAX_FRAGMENTS = 10;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/**
 * One fragment's condition on search_text. Three characters or more: LIKE, answered by the trigram
 * index. Exactly two (佐藤, 太郎 — most Japanese name searches): membership in the text's character
 * pairs, answered by the bigram index of migration 0009 (the trigram index cannot serve them). One
 * character: LIKE over the organisation's rows.
 */
function fragmentCondition(fragment: string): SQL {
  if ([...fragment].length === 2) {
    return sql`member_search_bigrams(${member.searchText}) @> array[${fragment}]::text[]`;
  }
  return sql`${member.searchText} like ${`%${likeEscape(fragment)}%`}`;
}

/**
 * One condition per fragment, all required: 「佐藤 ﾀﾛｳ」 finds 佐藤太郎 (サトウタロウ). The fragments are
 * normalised like search_text itself.
 */
export function keywordCondition(keyword: string): SQL | undefined {
  const fragments = keyword
    .split(/[\s\u3000]+/)
    .map(normalizeSearchFragment)
    .filter((f) => f !== "")
    .slice(0, MAX_FRAGMENTS);
  if (fragments.length === 0) return undefined;
  return and(...fragments.map(fragmentCondition));
}

const attributeError = (message: string, path = "attributeValue") =>
  new ValidationError(message, [{ path, message }]);

/**
 * The attribute condition: text types match a contained word; the others an exact value, written as
 * JSON containment (`{"club": "soccer"}`, `{"days": ["Mon"]}` for one choice of a MULTIPLE).
 */
export function attributeCondition(definition: MemberAttributeDefinition, rawValue: string): SQL {
  const code = definition.attributeCd;
  const value = rawValue.trim();
  if (value === "") return sql`coalesce(${member.attributes} ->> ${code}::text, '') not in ('', '[]')`;
  if (definition.attributeType === "TEXT_HARF" || definition.attributeType === "TEXT_FULL") {
    const parsed = parseMemberAttributeValue({ ...definition, isRequired: false }, value);
    const word = parsed.ok && typeof parsed.value === "string" ? parsed.value : value;
    return sql`${member.attributes} ->> ${code}::text like ${`%${likeEscape(word)}%`}`;
  }
  const parsed = parseMemberAttributeValue(
    { ...definition, isRequired: false },
    definition.attributeType === "MULTIPLE" ? [value] : value,
  );
  if (!parsed.ok) throw attributeError(parsed.message);
  return sql`${member.attributes} @> ${JSON.stringify({ [code]: parsed.value })}::jsonb`;
}

async function attributeFilter(
  db: Db,
  scope: MemberListScope,
  filter: MemberFilter,
): Promise<SQL | undefined> {
  if (filter.attributeCd === "") return undefined;
  const rows = await listMemberAttributes(db, scope.viewer, scope.definitionMode);
  const row = rows.find((r) => r.attributeCd === filter.attributeCd);
  if (!row) throw attributeError("指定された属性は存在しません。", "attributeCd");
  return attributeCondition(toAttributeDefinition(row), filter.attributeValue);
}

/**
 * The WHERE of a member list but for the status condition: the caller's reference authority (tenant,
 * organisation, not deleted and the authority's own narrowing), the list's process mode, then each
 * filled-in condition. The status comes apart (`statusCondition`) because the per-status counts are
 * taken over everything else.
 */
export async function memberListCondition(
  db: Db,
  scope: MemberListScope,
  hierarchy: HierarchyIndex,
  filter: MemberFilter,
): Promise<SQL> {
  const examineesNo = toHalfWidthAscii(filter.examineesNo).trim();
  const { validOn } = filter;
  return and(
    await memberVisibility(db, scope.viewer),
    eq(member.processMode, scope.processMode),
    keywordCondition(filter.keyword),
    examineesNo ? eq(member.examineesNo, examineesNo) : undefined,
    filter.hierarchyCd ? subtreeCondition(hierarchy, filter.hierarchyCd) : undefined,
    filter.grades.length > 0 ? inArray(member.grade, filter.grades) : undefined,
    filter.enrollmentStatuses.length > 0
      ? inArray(member.enrollmentStatus, filter.enrollmentStatuses)
      : undefined,
    validOn
      ? sql`(${member.validStart} is null or ${member.validStart} <= ${validOn}::date) and (${member.validEnd} is null or ${member.validEnd} >= ${validOn}::date)`
      : undefined,
    filter.genderCd !== "" ? eq(member.genderCd, Number(filter.genderCd)) : undefined,
    await attributeFilter(db, scope, filter),
  ) as SQL;
}

/** The status part of the filter; undefined when every status is wanted. */
export function statusCondition(filter: MemberFilter, today: string): SQL | undefined {
  return exactStatusIn(filter.statuses as ExactStatus[], today);
}
