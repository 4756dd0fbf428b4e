import { rules, stringField } from "@gakumu/domain";
import { z } from "zod";

// The field rules the back-office form repeats with the same messages (hierarchy-form.ts there).
export const DIVISION_CD_PATTERN = /^[A-Za-z0-9]+$/;
export const DIVISION_CD_MAX = 32;
export const DIVISION_NAME_MAX = 100;

/** A new node's code: half-width letters and digits, unique in the organisation. */
export const newDivisionCdField = stringField(
  rules.required({ field: "所属コード" }),
  rules.maxLength(DIVISION_CD_MAX),
  (v) => (v === "" || DIVISION_CD_PATTERN.test(v) ? null : "所属コードは半角英数字で入力してください"),
);
export const divisionNameField = stringField(
  rules.required({ field: "所属名" }),
  rules.maxLength(DIVISION_NAME_MAX),
);
/** An existing node's code, or "0" for the top level. Stored codes may predate the rule above. */
const existingCode = z.string().min(1, "所属を選択してください").max(DIVISION_CD_MAX);

export const DivisionCdParams = z.object({ divisionCd: existingCode });

export const AddNodeBody = z.object({
  /** "0" adds a root (level 1). */
  parentDivisionCd: existingCode,
  divisionCd: newDivisionCdField,
  name: divisionNameField,
});
export const RenameNodeBody = z.object({ name: divisionNameField });
export const MoveNodeBody = z.object({ parentDivisionCd: existingCode });
export const DisableNodeBody = z.object({ disabled: z.boolean({ error: "有効・無効を指定してください" }) });
export const ReorderBody = z.object({
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

export const FlatNodeSchema = z.object(nodeFields);
export const NodeResponse = z.object({ node: FlatNodeSchema });

/** A node of GET /hierarchy: the member count covers its subtree. */
export interface TreeNodeShape extends z.infer<typeof FlatNodeSchema> {
  memberCount: number;
  children: TreeNodeShape[];
}
export const TreeNodeSchema: z.ZodType<TreeNodeShape> = z.object({
  ...nodeFields,
  memberCount: z.number(),
  get children() {
    return z.array(TreeNodeSchema);
  },
});

export const TreeResponse = z.object({
  maxDepth: z.number(),
  nodeList: z.array(TreeNodeSchema),
});

export const MoveResponse = z.object({
  node: FlatNodeSchema,
  /** Nodes whose level changed with the move (the node and its subtree). */
  movedNodeCount: z.number(),
  /** Members whose five codes were rewritten onto the new path. */
  updatedMemberCount: z.number(),
});

export const DeleteResponse = z.object({
  /** Permission scopes that named the node and went with it. */
  removedScopeCount: z.number(),
});

export const NoContent = z.null().describe("本文なし");
