import { z } from "zod";
import { intField } from "../api/params";
import { SendTarget } from "../codes/notification";

// Who a notification goes to (spec §3.4 send target, issue 13 "targets by hierarchy node, grade, custom
// attribute, group, individual members"). Resolved over the members table by
// apps/server/src/modules/members/member-targets.ts.
//
// How the kinds combine (what a school expects when it ticks 「中学部」「3年」 and the 吹奏楽部 group):
// - placement = nodes (any of them, whole subtree) AND grades (any of them) AND every attribute
//   condition, each kind only when something of it is chosen — the same reading as the member search;
// - recipients = placement ∪ members of the chosen groups ∪ the individually chosen members;
// - then send target VALID keeps only members whose valid period covers today (Asia/Tokyo).
// Nothing chosen at all is nobody, never "everyone": sending to the whole school is choosing its top node.

export const TARGET_NODES_MAX = 500;
export const TARGET_GRADES_MAX = 20;
export const TARGET_ATTRIBUTES_MAX = 10;
export const TARGET_GROUPS_MAX = 200;
export const TARGET_MEMBERS_MAX = 5000;

const code = z
  .string({ error: "所属コードが正しくありません" })
  .min(1, "所属コードが正しくありません")
  .max(32, "所属コードが正しくありません")
  .regex(/^[A-Za-z0-9]+$/, "所属コードが正しくありません");

/** One custom attribute condition: the attribute's code and the value (a choice, a word, a number, a date). */
export const TargetAttributeCondition = z.object({
  attributeCd: z
    .string({ error: "属性を指定してください" })
    .min(1, "属性を指定してください")
    .max(32, "属性コードが正しくありません"),
  value: z
    .string({ error: "属性の値が正しくありません" })
    .max(200, "属性の値は200文字以内で入力してください"),
});
export type TargetAttributeCondition = z.infer<typeof TargetAttributeCondition>;

const unique = <T>(items: T[]) => [...new Set(items)];

export const PushTarget = z.object({
  nodes: z
    .array(code)
    .max(TARGET_NODES_MAX, `所属は${TARGET_NODES_MAX}件まで選べます`)
    .default([])
    .transform(unique),
  grades: z
    .array(intField("学年", { min: 0, max: 99 }))
    .max(TARGET_GRADES_MAX, `学年は${TARGET_GRADES_MAX}件まで選べます`)
    .default([])
    .transform(unique),
  attributes: z
    .array(TargetAttributeCondition)
    .max(TARGET_ATTRIBUTES_MAX, `属性の条件は${TARGET_ATTRIBUTES_MAX}件までです`)
    .default([]),
  groupIds: z
    .array(intField("配信グループ"))
    .max(TARGET_GROUPS_MAX, `配信グループは${TARGET_GROUPS_MAX}件まで選べます`)
    .default([])
    .transform(unique),
  /** member.id (the database id), not the school's member number. */
  memberIds: z
    .array(intField("メンバー"))
    .max(TARGET_MEMBERS_MAX, `個別に選べるメンバーは${TARGET_MEMBERS_MAX}人までです`)
    .default([])
    .transform(unique),
  sendTarget: SendTarget.schema.default("ALL"),
});
export type PushTarget = z.infer<typeof PushTarget>;
export type PushTargetInput = z.input<typeof PushTarget>;

/** Whether anything at all is chosen (nothing chosen resolves to nobody). */
export function hasAnyTarget(target: PushTarget): boolean {
  return (
    target.nodes.length +
      target.grades.length +
      target.attributes.length +
      target.groupIds.length +
      target.memberIds.length >
    0
  );
}

export const NO_RECIPIENTS_MESSAGE = "送信対象のメンバーがいません。送信対象の条件を見直してください。";

export const TargetCount = z.object({ count: z.number() });
export type TargetCount = z.infer<typeof TargetCount>;
