import { type MemberAttributeDefinition, memberFieldSpec } from "@gakumu/domain";
import type { Db } from "../../db/client";
import type { ErrorDetail } from "../../platform/errors/app-error";
import { listGrades } from "../../platform/hierarchy/hierarchy.service";
import { listMemberAttributes, toAttributeDefinition } from "./member-attributes.service";
import { type HierarchyIndex, LEVEL_FIELDS, LEVEL_KEYS, loadHierarchy } from "./member-hierarchy";
import type { MemberListScope } from "./members.menu";
import { listMemberImportFields } from "./members.service";

/** What a member write is checked against: the organisation's settings and masters. */
export interface WriteReferences {
  hierarchy: HierarchyIndex;
  gradeCodes: Set<number>;
  /** Field name → the organisation's title, for messages that name another field. */
  titles: Map<string, string>;
  /** Valid import fields the organisation marks required (beyond member_id and name). */
  requiredFields: Set<string>;
  attributes: MemberAttributeDefinition[];
}

export async function loadWriteReferences(db: Db, scope: MemberListScope): Promise<WriteReferences> {
  const { organizationId } = scope.viewer;
  const [hierarchy, grades, fields, attributes] = await Promise.all([
    loadHierarchy(db, organizationId),
    listGrades(db, organizationId),
    listMemberImportFields(db, organizationId, scope.definitionMode),
    listMemberAttributes(db, scope.viewer, scope.definitionMode),
  ]);
  return {
    hierarchy,
    gradeCodes: new Set(grades.map((g) => g.gradeCd)),
    titles: new Map(fields.map((f) => [f.fieldName, f.fieldTitle])),
    requiredFields: new Set(fields.filter((f) => f.isValid && f.isRequired).map((f) => f.fieldName)),
    attributes: attributes.map(toAttributeDefinition),
  };
}

export const titleOf = (refs: WriteReferences, fieldName: string) =>
  refs.titles.get(fieldName) ?? memberFieldSpec(fieldName)?.fieldTitle ?? fieldName;

type LevelCodes = Partial<Record<(typeof LEVEL_KEYS)[number], string | null>>;

/**
 * The five codes must be a root-to-node path of the organisation's tree: each code known, level 1 a
 * root, each further code a child of the one above, no gap. A node switched off (disabled) may stay
 * where a member already stands but is not offered for a new placement. One message, on the first
 * level that breaks the path.
 */
export function hierarchyPathError(
  refs: WriteReferences,
  next: LevelCodes,
  current: LevelCodes | null,
): ErrorDetail | null {
  let parent = "0";
  for (const [level, key] of LEVEL_KEYS.entries()) {
    const path = LEVEL_FIELDS[level]!;
    const code = next[key] ?? null;
    const below = LEVEL_KEYS.slice(level + 1).find((k) => next[k]);
    if (!code) {
      if (!below) return null;
      const message = `${titleOf(refs, path)}を入力してください（下位の所属だけは指定できません）。`;
      return { path, message };
    }
    const node = refs.hierarchy.get(code);
    if (!node) return { path, message: `所属コード「${code}」は存在しません。` };
    if (node.parentDivisionCd !== parent) {
      const message =
        parent === "0"
          ? `「${node.name}」は${titleOf(refs, path)}の所属ではありません。`
          : `「${node.name}」は「${refs.hierarchy.get(parent)?.name ?? parent}」の下位の所属ではありません。`;
      return { path, message };
    }
    if (node.disabled && current?.[key] !== code)
      return { path, message: `所属「${node.name}」は使用停止中のため選択できません。` };
    parent = code;
  }
  return null;
}
