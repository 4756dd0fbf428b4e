import { z } from "zod";
import { defineContracts } from "../api/contract";
import { stringField } from "../validation/rule";
import * as rules from "../validation/rules";
import { DIVISION_CD_MAX, divisionNameField, newDivisionCdField } from "./division-code";

// The hierarchy editor's and the grade master's calls (/app/api/v2/hierarchy…, /app/api/v2/grades…):
// the route schemas (server: modules/hierarchy) and the types the back office reads them with.

// A new node's code and name follow the shared rules of @gakumu/domain (hierarchy/division-code.ts),
// which the back-office node form checks too: same checks, same messages, the reserved "0" included.
/** An existing node's code, or "0" for the top level. Stored codes may predate the rule above. */
const existingCode = z.string().min(1, "所属を選択してください").max(DIVISION_CD_MAX);

export const DivisionCdParams = z.object({ divisionCd: existingCode });

export const AddHierarchyNodeBody = z.object({
  /** "0" adds a root (level 1). */
  parentDivisionCd: existingCode,
  divisionCd: newDivisionCdField,
  name: divisionNameField,
});
export const RenameHierarchyNodeBody = z.object({ name: divisionNameField });
export const MoveHierarchyNodeBody = z.object({ parentDivisionCd: existingCode });
export const DisableHierarchyNodeBody = z.object({
  disabled: z.boolean({ error: "有効・無効を指定してください" }),
});
export const HierarchyReorderBody = z.object({
  parentDivisionCd: existingCode,
  /** Every child of the parent, in the new order. */
  divisionCds: z.array(existingCode).min(1, "並べ替える所属を指定してください").max(1000),
});

const nodeFields = {
  divisionCd: z.string(),
  parentDivisionCd: z.string(),
  depth: z.number(),
  name: z.string(),
  sortOrder: z.number(),
  disabled: z.boolean(),
};

export const HierarchyNodeSchema = z.object(nodeFields);
export const HierarchyNodeResponse = z.object({ node: HierarchyNodeSchema });

/**
 * A node of GET /hierarchy: the member count covers its subtree. A node with members or children
 * cannot be deleted, so the screen says why before offering it.
 */
export interface HierarchyTreeNodeShape extends z.infer<typeof HierarchyNodeSchema> {
  memberCount: number;
  childCount: number;
  children: HierarchyTreeNodeShape[];
}
export const HierarchyTreeNodeSchema: z.ZodType<HierarchyTreeNodeShape> = z.object({
  ...nodeFields,
  memberCount: z.number().describe("この所属と下位の所属の在籍者数（削除されていない、全処理モード）"),
  childCount: z.number().describe("直下の所属の数"),
  get children() {
    return z.array(HierarchyTreeNodeSchema);
  },
});

export const HierarchyTreeResponse = z.object({
  maxDepth: z.number(),
  nodeList: z.array(HierarchyTreeNodeSchema),
});

export const HierarchyMoveResponse = z.object({
  node: HierarchyNodeSchema,
  /** Nodes whose level changed with the move (the node and its subtree). */
  movedNodeCount: z.number(),
  /** Members whose five codes were rewritten onto the new path. */
  updatedMemberCount: z.number(),
});

export const HierarchyDeleteResponse = z.object({
  /** Permission scopes that named the node and went with it. */
  removedScopeCount: z.number(),
});

// The grade master (学年マスタ, /app/api/v2/grades). The back-office grade form repeats these rules with the same messages (grade-form.ts there).
/** A member's grade column holds the code; the member fields accept 0–99 (domain member-fields). */
export const GRADE_CD_MIN = 0;
export const GRADE_CD_MAX = 99;
export const GRADE_NAME_MAX = 50;
export const SORT_ORDER_MAX = 9999;

const gradeCdMessage = `学年コードは${GRADE_CD_MIN}〜${GRADE_CD_MAX}の整数で入力してください`;
const sortOrderMessage = `表示順は0〜${SORT_ORDER_MAX}の整数で入力してください`;

const gradeCd = z
  .number({ error: gradeCdMessage })
  .int(gradeCdMessage)
  .min(GRADE_CD_MIN, gradeCdMessage)
  .max(GRADE_CD_MAX, gradeCdMessage);
const sortOrder = z
  .number({ error: sortOrderMessage })
  .int(sortOrderMessage)
  .min(0, sortOrderMessage)
  .max(SORT_ORDER_MAX, sortOrderMessage);
export const gradeNameField = stringField(
  rules.required({ field: "学年名" }),
  rules.maxLength(GRADE_NAME_MAX),
);

export const GradeCdParams = z.object({ gradeCd: z.coerce.number({ error: gradeCdMessage }).pipe(gradeCd) });

export const CreateGradeBody = z.object({
  gradeCd,
  name: gradeNameField,
  /** Absent: after the organisation's other grades. */
  sortOrder: sortOrder.optional(),
});
export const UpdateGradeBody = z.object({ name: gradeNameField, sortOrder });

export const GradeItem = z.object({
  gradeCd: z.number(),
  name: z.string(),
  sortOrder: z.number(),
  /** Members (not deleted, any process mode) holding this grade. */
  memberCount: z.number(),
});
export const GradeListResponse = z.object({ gradeList: z.array(GradeItem) });
export const GradeResponse = z.object({ grade: GradeItem });

/**
 * GET /app/api/v2/scope-master (spec §3.3): grades, divisions and login users of the caller's
 * organisation, for search filters and the builder's DIVISION items of any menu.
 */
export const OrganizationScopeMasterResponse = z.object({
  grades: z.array(z.object({ gradeCd: z.number(), name: z.string(), sortOrder: z.number() })),
  /** Every node in tree order (parents first); disabled ones flagged, not left out. */
  divisions: z.array(HierarchyNodeSchema),
  loginUsers: z.array(z.object({ loginUserId: z.number(), displayUserId: z.string(), name: z.string() })),
});

const HIERARCHY = "/app/api/v2/hierarchy";
const NODE = `${HIERARCHY}/nodes/:divisionCd`;
const GRADES = "/app/api/v2/grades";
export const hierarchyContracts = defineContracts({
  [`GET ${HIERARCHY}`]: HierarchyTreeResponse,
  [`POST ${HIERARCHY}/nodes`]: HierarchyNodeResponse,
  [`PUT ${NODE}`]: HierarchyNodeResponse,
  [`POST ${NODE}/move`]: HierarchyMoveResponse,
  [`PUT ${NODE}/disabled`]: HierarchyNodeResponse,
  [`PUT ${HIERARCHY}/order`]: null,
  [`DELETE ${NODE}`]: HierarchyDeleteResponse,
  [`GET ${GRADES}`]: GradeListResponse,
  [`POST ${GRADES}`]: GradeResponse,
  [`PUT ${GRADES}/:gradeCd`]: GradeResponse,
  [`DELETE ${GRADES}/:gradeCd`]: null,
  "GET /app/api/v2/scope-master": OrganizationScopeMasterResponse,
} as const);

export type HierarchyNode = z.infer<typeof HierarchyNodeSchema>;
export type OrganizationScopeMaster = z.infer<typeof OrganizationScopeMasterResponse>;
export type HierarchyTree = z.infer<typeof HierarchyTreeResponse>;
export type HierarchyMoveResult = z.infer<typeof HierarchyMoveResponse>;
export type HierarchyNodeResult = z.infer<typeof HierarchyNodeResponse>;
export type HierarchyDeleteResult = z.infer<typeof HierarchyDeleteResponse>;
export type AddHierarchyNodeInput = z.input<typeof AddHierarchyNodeBody>;
export type GradeItem = z.infer<typeof GradeItem>;
export type CreateGradeInput = z.input<typeof CreateGradeBody>;
export type UpdateGradeInput = z.input<typeof UpdateGradeBody>;
export type GradeListResult = z.infer<typeof GradeListResponse>;
export type GradeResult = z.infer<typeof GradeResponse>;
