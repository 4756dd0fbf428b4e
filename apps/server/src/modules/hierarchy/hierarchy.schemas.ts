import { DIVISION_CD_MAX, divisionNameField, newDivisionCdField } from "@gakumu/domain";
import { z } from "zod";

// A new node's code and name follow the shared rules of @gakumu/domain (hierarchy/division-code.ts),
// which the back-office node form checks too: same checks, same messages, the reserved "0" included.
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

/**
 * A node of GET /hierarchy: the member count covers its subtree. A node with members or children
 * cannot be deleted, so the screen says why before offering it.
 */
export interface TreeNodeShape extends z.infer<typeof FlatNodeSchema> {
  memberCount: number;
  childCount: number;
  children: TreeNodeShape[];
}
export const TreeNodeSchema: z.ZodType<TreeNodeShape> = z.object({
  ...nodeFields,
  memberCount: z.number().describe("この所属と下位の所属の在籍者数（削除されていない、全処理モード）"),
  childCount: z.number().describe("直下の所属の数"),
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
