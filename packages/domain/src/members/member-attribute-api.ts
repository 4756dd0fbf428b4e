import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema, versionParam } from "../api/params";
import { MemberAttributeType } from "../codes/member";
import { stringField } from "../validation/rule";
import * as rules from "../validation/rules";
import { isChoiceAttributeType } from "./member-attributes";

// メンバー属性設定 (/app/api/v2/member-attributes): an organisation's own member attributes.
// Server: modules/members/member-attributes.routes.ts.

export const MEMBER_ATTRIBUTES_BASE = "/app/api/v2/member-attributes";

export const ATTRIBUTE_OPTIONS_MAX = 100;
export const ATTRIBUTES_PER_ORGANIZATION_MAX = 100;

const optionText = z
  .string({ error: "選択肢は文字で入力してください" })
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, "選択肢を入力してください")
      .max(100, "選択肢は100文字以内で入力してください")
      .refine((v) => !/[,，、]/.test(v), "選択肢に「,」「、」は使えません"),
  );

const fields = {
  name: stringField(rules.required({ field: "属性名" }), rules.maxLength(100)),
  options: z.array(optionText).max(ATTRIBUTE_OPTIONS_MAX, "選択肢は100件までです").default([]),
  isRequired: z.boolean({ error: "必須かどうかを指定してください" }).default(false),
  sortOrder: z.coerce
    .number({ error: "表示順は数値で入力してください" })
    .int("表示順は整数で入力してください")
    .min(0, "表示順は0以上で入力してください")
    .max(9999, "表示順は9999以下で入力してください")
    .default(0),
};

/** SELECT and MULTIPLE need distinct choices; the other types take none. */
export function attributeOptionsError(type: string, options: readonly string[]): string | null {
  if (!isChoiceAttributeType(type))
    return options.length > 0 ? "選択肢は単一選択・複数選択の属性だけに指定できます" : null;
  if (options.length === 0) return "選択肢を1件以上入力してください";
  return new Set(options).size === options.length ? null : "選択肢が重複しています";
}

export const CreateMemberAttributeBody = z
  .object({
    attributeCd: stringField(rules.required({ field: "属性コード" }), rules.maxLength(32), (v) =>
      v === "" || /^[A-Za-z0-9_-]+$/.test(v) ? null : "属性コードは半角英数字と「_」「-」で入力してください",
    ),
    attributeType: MemberAttributeType.schema,
    ...fields,
  })
  .superRefine((value, ctx) => {
    const message = attributeOptionsError(value.attributeType, value.options);
    if (message) ctx.addIssue({ code: "custom", path: ["options"], message });
  });
export type CreateMemberAttributeInput = z.infer<typeof CreateMemberAttributeBody>;

/** The code and the type stay: members hold values under that code, written for that type. */
export const UpdateMemberAttributeBody = z.object({ ...fields, version: versionParam });
export type UpdateMemberAttributeInput = z.infer<typeof UpdateMemberAttributeBody>;

export const MemberAttributeIdParams = z.object({ id: idSchema("属性") });
export const MemberAttributeVersionQuery = z.object({ version: versionParam });

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

export const MemberAttributeList = z.object({ items: z.array(MemberAttributeItem) });
export type MemberAttributeListResult = z.infer<typeof MemberAttributeList>;

/** What the attribute form sends (the code and type only when registering). */
export type CreateMemberAttributeRequest = z.input<typeof CreateMemberAttributeBody>;
export type UpdateMemberAttributeRequest = z.input<typeof UpdateMemberAttributeBody>;

export const memberAttributeContracts = defineContracts({
  [`GET ${MEMBER_ATTRIBUTES_BASE}`]: MemberAttributeList,
  [`POST ${MEMBER_ATTRIBUTES_BASE}`]: MemberAttributeItem,
  [`PUT ${MEMBER_ATTRIBUTES_BASE}/:id`]: MemberAttributeItem,
  [`DELETE ${MEMBER_ATTRIBUTES_BASE}/:id`]: null,
} as const);
