import { z } from "zod";
import { calendarDateSchema, idSchema, pageSchema, versionSchema } from "../api/params";
import {
  ContactAfterCutoff,
  ContactExpectedDays,
  ContactFieldUse,
  ContactStatus,
  ContactVia,
} from "./contact-codes";

// 連絡 (contact from members, category 50). Staff: menu contact 連絡一覧 (board, history, export) and
// menu contact-web Web連絡設定 (types, cut-off, reminder, class links). Families: the member app and the
// web form without login at /contact-web-register?key=… (a class's link). Server: modules/contacts.

export const CONTACT_BASE = "/app/api/v2/contacts";
export const CONTACT_WEB_BASE = "/app/api/v2/contact-web";
export const CONTACT_PUBLIC_BASE = "/app/api/v2/contact-web-register";
export const MEMBER_CONTACT_API = "/app/api/member-app/contacts";
export const CONTACT_HISTORY_PAGE_SIZE = 50;
export const CONTACT_TYPE_MAX = 30;
export const CONTACT_CHOICE_MAX = 30;
/** Days ahead a family may announce an absence (a planned hospital visit, a trip). */
export const CONTACT_DAYS_AHEAD = 30;
export const CONTACT_TEMPERATURE_MIN = 34;
export const CONTACT_TEMPERATURE_MAX = 42;

const timeMessage = (field: string) => `${field}は00:00〜23:59の時刻（例 08:30）で入力してください`;
const timeOfDay = (field: string) =>
  z
    .string({ error: timeMessage(field) })
    .max(5, timeMessage(field))
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeMessage(field));

const text = (field: string, max: number) =>
  z
    .string({ error: `${field}を入力してください` })
    .transform((v) => v.trim())
    .pipe(
      z.string().min(1, `${field}を入力してください`).max(max, `${field}は${max}文字以内で入力してください`),
    );
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field}が正しくありません` })
    .max(max, `${field}は${max}文字以内で入力してください`)
    .transform((v) => v.trim())
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const temperatureMessage = `体温は${CONTACT_TEMPERATURE_MIN}.0〜${CONTACT_TEMPERATURE_MAX}.0の数値（例 37.5）で入力してください`;
/** 34.0–42.0 to one decimal; "abc", 99 and 37.55 are refused (a text "37.5" from a form is read). */
export const contactTemperatureField = z
  .union([z.number(), z.string()], { error: temperatureMessage })
  .transform((v, ctx) => {
    const n = typeof v === "number" ? v : /^\d{2}(\.\d)?$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
    if (
      !Number.isFinite(n) ||
      n < CONTACT_TEMPERATURE_MIN ||
      n > CONTACT_TEMPERATURE_MAX ||
      Math.round(n * 10) !== n * 10
    ) {
      ctx.addIssue({ code: "custom", message: temperatureMessage });
      return z.NEVER;
    }
    return n;
  })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

// ---- settings (menu contact-web) ----

export const ContactSettingBody = z
  .object({
    /** Null: no cut-off. */
    cutoffTime: timeOfDay("締切時刻").nullable(),
    afterCutoff: ContactAfterCutoff.schema,
    cutoffMessage: text("締切後の案内", 200),
    reminderEnabled: z.boolean({ error: "リマインドの有無を指定してください" }),
    reminderTime: timeOfDay("リマインド時刻"),
    expectedDays: ContactExpectedDays.schema,
    reminderTitle: text("リマインドの件名", 80),
    reminderBody: text("リマインドの本文", 1000),
    version: versionSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reminderEnabled && v.cutoffTime !== null && v.reminderTime >= v.cutoffTime)
      ctx.addIssue({
        code: "custom",
        path: ["reminderTime"],
        message: "リマインド時刻は締切時刻より前の時刻にしてください",
      });
  });
export type ContactSettingBody = z.infer<typeof ContactSettingBody>;
export type ContactSettingInput = z.input<typeof ContactSettingBody>;

export const ContactSetting = z.object({
  cutoffTime: z.string().nullable(),
  afterCutoff: ContactAfterCutoff.schema,
  cutoffMessage: z.string(),
  reminderEnabled: z.boolean(),
  reminderTime: z.string(),
  expectedDays: ContactExpectedDays.schema,
  reminderTitle: z.string(),
  reminderBody: z.string(),
  version: z.number().nullable(),
});
export type ContactSetting = z.infer<typeof ContactSetting>;

const FieldUses = z.object({
  arrivalTime: ContactFieldUse.schema,
  leaveTime: ContactFieldUse.schema,
  temperature: ContactFieldUse.schema,
  symptoms: ContactFieldUse.schema,
  note: ContactFieldUse.schema,
});

const choices = (field: string) =>
  z
    .array(text(field, 40))
    .max(CONTACT_CHOICE_MAX, `${field}は${CONTACT_CHOICE_MAX}件までです`)
    .refine((v) => new Set(v).size === v.length, `同じ${field}が重複しています`);

export const ContactTypeBody = z.object({
  name: text("連絡種別名", 20),
  reasons: choices("理由"),
  symptoms: choices("症状"),
  fields: FieldUses,
  enabled: z.boolean({ error: "有効・無効を指定してください" }),
  sortOrder: z.number({ error: "並び順が正しくありません" }).int().min(0).max(999),
  version: versionSchema.optional(),
});
export type ContactTypeBody = z.infer<typeof ContactTypeBody>;
export type ContactTypeInput = z.input<typeof ContactTypeBody>;

export const ContactType = z.object({
  id: z.number(),
  name: z.string(),
  reasons: z.array(z.string()),
  symptoms: z.array(z.string()),
  fields: FieldUses,
  enabled: z.boolean(),
  sortOrder: z.number(),
  version: z.number(),
});
export type ContactType = z.infer<typeof ContactType>;
export const ContactTypeList = z.object({ items: z.array(ContactType) });
export const ContactIdParams = z.object({ id: idSchema("連絡") });
export const ContactDetailParams = z.object({ contactId: idSchema("連絡") });
export const ContactTypeParams = z.object({ id: idSchema("連絡種別") });

/** A class (any node of the hierarchy) with its root-to-node names. */
export const ContactNode = z.object({ code: z.string(), label: z.string() });
export const ContactLink = z.object({
  id: z.number(),
  nodeCd: z.string(),
  nodeLabel: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Only in the answer to the issue: the link cannot be read back later. */
  url: z.string().nullable(),
});
export type ContactLink = z.infer<typeof ContactLink>;
export const ContactLinkList = z.object({ items: z.array(ContactLink), nodes: z.array(ContactNode) });
export const ContactLinkBody = z.object({
  nodeCd: z.string({ error: "クラスを選択してください" }).min(1, "クラスを選択してください").max(32),
});

// ---- sending (member app and web link) ----

export const ContactPostBody = z.object({
  date: calendarDateSchema("日付"),
  typeId: idSchema("連絡種別"),
  reason: optionalText("理由", 40),
  symptoms: z.array(z.string().max(40)).max(CONTACT_CHOICE_MAX).default([]),
  arrivalTime: timeOfDay("登校予定時刻")
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  leaveTime: timeOfDay("下校時刻")
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  temperature: contactTemperatureField,
  note: optionalText("連絡事項", 500),
});
export type ContactPostBody = z.infer<typeof ContactPostBody>;
export type ContactPostInput = z.input<typeof ContactPostBody>;

/** The web form also names the child: 学籍番号 and 氏名 must match a member of the link's class. */
export const ContactWebPostBody = ContactPostBody.extend({
  key: z.string({ error: "リンクが正しくありません" }).max(100, "リンクが正しくありません"),
  memberNo: text("学籍番号", 32),
  memberName: text("生徒氏名", 100),
});
export type ContactWebPostInput = z.input<typeof ContactWebPostBody>;

export const ContactWebFormQuery = z.object({
  key: z.string({ error: "リンクが正しくありません" }).max(100, "リンクが正しくありません"),
});
export const ContactWithdrawKeyBody = z.object({
  withdrawKey: z.string({ error: "リンクが正しくありません" }).max(100, "リンクが正しくありません"),
});

/** What the form needs: the school, the class, the types, today and the cut-off. */
export const ContactForm = z.object({
  organizationName: z.string(),
  nodeLabel: z.string().nullable(),
  today: z.string(),
  cutoffTime: z.string().nullable(),
  afterCutoff: ContactAfterCutoff.schema,
  cutoffMessage: z.string(),
  /** True when a report for today would now be late. */
  pastCutoff: z.boolean(),
  types: z.array(ContactType),
});
export type ContactForm = z.infer<typeof ContactForm>;

export const ContactPosted = z.object({
  id: z.number(),
  late: z.boolean(),
  /** The after-cut-off message when late, else null. */
  message: z.string().nullable(),
  /** Web only: a key to withdraw this report later from the same browser. */
  withdrawKey: z.string().nullable(),
});
export type ContactPosted = z.infer<typeof ContactPosted>;

export const ContactItem = z.object({
  id: z.number(),
  date: z.string(),
  memberId: z.number(),
  memberNo: z.string(),
  memberName: z.string(),
  placement: z.string(),
  typeId: z.number(),
  typeName: z.string(),
  reason: z.string().nullable(),
  symptoms: z.array(z.string()),
  arrivalTime: z.string().nullable(),
  leaveTime: z.string().nullable(),
  temperature: z.number().nullable(),
  note: z.string().nullable(),
  via: ContactVia.schema,
  late: z.boolean(),
  status: ContactStatus.schema,
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  replyText: z.string().nullable(),
  repliedAt: z.string().nullable(),
  repliedBy: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type ContactItem = z.infer<typeof ContactItem>;
export const MemberContactList = z.object({ items: z.array(ContactItem) });

// ---- staff (menu contact) ----

export const ContactBoardQuery = z.object({
  date: calendarDateSchema("日付").optional(),
  node: z.string().max(32, "クラスが正しくありません").optional(),
});
export const ContactBoard = z.object({
  date: z.string(),
  node: z.string().nullable(),
  /** Reports that are not withdrawn, per type name. */
  counts: z.array(z.object({ typeName: z.string(), count: z.number() })),
  unconfirmed: z.number(),
  items: z.array(ContactItem),
});
export type ContactBoard = z.infer<typeof ContactBoard>;
/** The class picker of the board and the history: its own route, so the polled board stays small. */
export const ContactNodeList = z.object({ nodes: z.array(ContactNode) });
export type ContactNodeList = z.infer<typeof ContactNodeList>;

export const ContactHistoryQuery = z.object({
  from: calendarDateSchema("開始日"),
  to: calendarDateSchema("終了日"),
  node: z.string().max(32, "クラスが正しくありません").optional(),
  page: pageSchema,
});
export const ContactHistoryPage = z.object({
  items: z.array(ContactItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ContactHistoryPage = z.infer<typeof ContactHistoryPage>;

export const ContactReplyBody = z.object({ text: text("返信", 1000) });
export const ContactExportBody = z.object({
  from: calendarDateSchema("開始日"),
  to: calendarDateSchema("終了日"),
  node: z.string().max(32, "クラスが正しくありません").optional(),
  format: z.enum(["Excel", "Csv"], { error: "ファイル形式は Excel か Csv を選択してください" }),
  csvEncoding: z
    .enum(["shift_jis", "utf8-bom"], { error: "文字コードは shift_jis か utf8-bom を選択してください" })
    .default("shift_jis"),
});
export type ContactExportBody = z.infer<typeof ContactExportBody>;
export type ContactExportInput = z.input<typeof ContactExportBody>;
