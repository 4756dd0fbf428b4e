import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema, intField, pageSchema, versionParam, versionSchema } from "../api/params";
import { GroupWorkStatus } from "../codes/content";
import { stringField } from "../validation/rule";
import * as rules from "../validation/rules";
import { MemberGroupKind } from "./member-group-codes";

// 配信グループ管理 (/app/api/v2/member-groups): delivery groups for group push and push targets.
// Server: modules/member-groups. Screens: backoffice modules/member-groups.

export const MEMBER_GROUPS_BASE = "/app/api/v2/member-groups";

/** Members one paste, file or pick may add at once: a whole school, with room to spare. */
export const GROUP_MEMBERS_PER_CHANGE_MAX = 20_000;
/** Characters of a pasted list: 20,000 ids of 32 characters and their line breaks. */
export const GROUP_PASTE_TEXT_MAX = GROUP_MEMBERS_PER_CHANGE_MAX * 34;
export const GROUP_RULE_NODES_MAX = 200;
export const GROUP_RULE_ATTRIBUTES_MAX = 10;
export const GROUP_RULE_VALUES_MAX = 100;

const codeText = (field: string, max: number) =>
  z
    .string({ error: `${field}が正しくありません` })
    .min(1, `${field}が正しくありません`)
    .max(max, `${field}が正しくありません`);

/**
 * A rule group's conditions, all of which a member must meet: inside one of the hierarchy nodes'
 * subtrees, in one of the grades, and for each attribute one of its values. An empty list is no
 * condition on that field; at least one condition is needed, or the rule would take everyone.
 */
export const MemberGroupRule = z
  .object({
    divisionCds: z
      .array(codeText("所属", 64))
      .max(GROUP_RULE_NODES_MAX, `所属は${GROUP_RULE_NODES_MAX}件まで指定できます`)
      .default([]),
    grades: z
      .array(intField("学年", { min: 0, max: 32767 }))
      .max(50, "学年は50件まで指定できます")
      .default([]),
    attributes: z
      .array(
        z.object({
          attributeCd: codeText("属性", 32),
          values: z
            .array(z.string({ error: "属性の値が正しくありません" }).max(200, "属性の値は200文字以内です"))
            .min(1, "属性の値を1件以上指定してください")
            .max(GROUP_RULE_VALUES_MAX, `属性の値は${GROUP_RULE_VALUES_MAX}件まで指定できます`),
        }),
      )
      .max(GROUP_RULE_ATTRIBUTES_MAX, `属性の条件は${GROUP_RULE_ATTRIBUTES_MAX}件まで指定できます`)
      .default([]),
  })
  .refine(
    (rule) => rule.divisionCds.length + rule.grades.length + rule.attributes.length > 0,
    "条件を1つ以上指定してください",
  );
export type MemberGroupRule = z.infer<typeof MemberGroupRule>;
export type MemberGroupRuleInput = z.input<typeof MemberGroupRule>;

const groupFields = {
  name: stringField(rules.required({ field: "グループ名" }), rules.maxLength(100)).transform((v) => v.trim()),
  description: stringField(rules.maxLength(1000)).default(""),
};

export const CreateMemberGroupBody = z
  .object({
    ...groupFields,
    kind: MemberGroupKind.schema,
    rule: MemberGroupRule.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "RULE" && value.rule === null)
      ctx.addIssue({ code: "custom", path: ["rule"], message: "条件を1つ以上指定してください" });
    if (value.kind === "STATIC" && value.rule !== null)
      ctx.addIssue({ code: "custom", path: ["rule"], message: "条件は条件指定のグループだけに指定できます" });
  });
export type CreateMemberGroupInput = z.infer<typeof CreateMemberGroupBody>;
export type CreateMemberGroupRequest = z.input<typeof CreateMemberGroupBody>;

/** The kind stays; a rule group's rule may change (and is built again). */
export const UpdateMemberGroupBody = z.object({
  ...groupFields,
  rule: MemberGroupRule.nullable().default(null),
  version: versionSchema,
});
export type UpdateMemberGroupInput = z.infer<typeof UpdateMemberGroupBody>;
export type UpdateMemberGroupRequest = z.input<typeof UpdateMemberGroupBody>;

export const MemberGroupIdParams = z.object({ id: idSchema("グループ") });
export const MemberGroupVersionQuery = z.object({ version: versionParam });
export const MemberGroupVersionBody = z.object({ version: versionSchema });

export const MemberGroupItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  kind: MemberGroupKind.schema,
  rule: MemberGroupRule.nullable(),
  workStatus: GroupWorkStatus.schema,
  progressDone: z.number(),
  progressTotal: z.number(),
  failureMessage: z.string().nullable(),
  memberCount: z.number(),
  updatedAt: z.string(),
  version: z.number(),
});
export type MemberGroupItem = z.infer<typeof MemberGroupItem>;

export const MemberGroupList = z.object({ items: z.array(MemberGroupItem) });
export type MemberGroupListResult = z.infer<typeof MemberGroupList>;

/** A member as the group screens show it (picker results and a group's member list). */
export const GroupMemberRow = z.object({
  id: z.number(),
  memberId: z.string(),
  name: z.string(),
  nameKana: z.string().nullable(),
  grade: z.number().nullable(),
  gradeName: z.string().nullable(),
  hierarchyNames: z.array(z.string()),
});
export type GroupMemberRow = z.infer<typeof GroupMemberRow>;

export const GROUP_MEMBER_PAGE_SIZE = 50;

export const GroupMembersQuery = z.object({
  page: pageSchema,
  keyword: z.string().max(100, "キーワードは100文字以内で入力してください").default(""),
});
export type GroupMembersQuery = z.infer<typeof GroupMembersQuery>;

export const GroupMemberPage = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  items: z.array(GroupMemberRow),
});
export type GroupMemberPage = z.infer<typeof GroupMemberPage>;

/** The picker's search: a name, kana or member id fragment; whether each is already in the group. */
export const GroupCandidatesQuery = z.object({
  keyword: z.string().max(100, "キーワードは100文字以内で入力してください").default(""),
  page: pageSchema,
});
export const GroupCandidatePage = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  items: z.array(GroupMemberRow.extend({ inGroup: z.boolean() })),
});
export type GroupCandidatePage = z.infer<typeof GroupCandidatePage>;

const memberIdList = z
  .array(idSchema("メンバー"))
  .min(1, "メンバーを選択してください")
  .max(GROUP_MEMBERS_PER_CHANGE_MAX, `一度に指定できるメンバーは${GROUP_MEMBERS_PER_CHANGE_MAX}件までです`);

/** Picked members (member.id values) to add or remove. */
export const GroupMemberIdsBody = z.object({ memberIds: memberIdList, version: versionSchema });
export type GroupMemberIdsInput = z.infer<typeof GroupMemberIdsBody>;

/** Pasted 学籍番号 (member.memberId), one per line. */
export const GroupPasteBody = z.object({
  text: z
    .string({ error: "学籍番号を入力してください" })
    .max(GROUP_PASTE_TEXT_MAX, "貼り付けた内容が長すぎます"),
  version: versionSchema,
});
export type GroupPasteInput = z.infer<typeof GroupPasteBody>;

/** What adding or removing did, with the group as it is now. */
export const GroupMembershipResult = z.object({
  group: MemberGroupItem,
  /** Members newly added or removed. */
  changed: z.number(),
  /** Listed members the group held already (adding) or did not hold (removing). */
  unchanged: z.number(),
});
export type GroupMembershipResult = z.infer<typeof GroupMembershipResult>;

/** What the rule editor offers: hierarchy nodes (depth for indenting), grades, choice attributes. */
export const GroupRuleOptions = z.object({
  nodes: z.array(z.object({ divisionCd: z.string(), name: z.string(), depth: z.number() })),
  grades: z.array(z.object({ grade: z.number(), name: z.string() })),
  attributes: z.array(z.object({ attributeCd: z.string(), name: z.string(), options: z.array(z.string()) })),
});
export type GroupRuleOptions = z.infer<typeof GroupRuleOptions>;

/** How many members a rule matches now (the editor's preview before saving). */
export const GroupRulePreviewBody = z.object({ rule: MemberGroupRule });
export const GroupRulePreview = z.object({ count: z.number() });

export const memberGroupContracts = defineContracts({
  [`GET ${MEMBER_GROUPS_BASE}`]: MemberGroupList,
  [`POST ${MEMBER_GROUPS_BASE}`]: MemberGroupItem,
  [`GET ${MEMBER_GROUPS_BASE}/rule-options`]: GroupRuleOptions,
  [`POST ${MEMBER_GROUPS_BASE}/rule-preview`]: GroupRulePreview,
  [`GET ${MEMBER_GROUPS_BASE}/:id`]: MemberGroupItem,
  [`PUT ${MEMBER_GROUPS_BASE}/:id`]: MemberGroupItem,
  [`DELETE ${MEMBER_GROUPS_BASE}/:id`]: null,
  [`POST ${MEMBER_GROUPS_BASE}/:id/build`]: MemberGroupItem,
  [`GET ${MEMBER_GROUPS_BASE}/:id/members`]: GroupMemberPage,
  [`GET ${MEMBER_GROUPS_BASE}/:id/candidates`]: GroupCandidatePage,
  [`POST ${MEMBER_GROUPS_BASE}/:id/members`]: GroupMembershipResult,
  [`POST ${MEMBER_GROUPS_BASE}/:id/members/paste`]: GroupMembershipResult,
  [`POST ${MEMBER_GROUPS_BASE}/:id/members/import`]: GroupMembershipResult,
  [`POST ${MEMBER_GROUPS_BASE}/:id/members/remove`]: GroupMembershipResult,
} as const);
