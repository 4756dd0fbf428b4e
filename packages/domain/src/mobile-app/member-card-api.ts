import { z } from "zod";
import { defineContracts } from "../api/contract";
import { calendarDateSchema, intField } from "../api/params";
import { BarcodeType } from "../codes/barcode";

// 会員証印刷 (menu card-print, mobile manage 910): member ID cards in business-card size (91 × 55 mm),
// ten to an A4 page with cut marks. Print settings per organisation; a print names its members by
// grade, class or member ids, and the validity date. Server: apps/server/src/modules/member-cards.

export const MEMBER_CARD_API = "/app/api/v2/member-cards";
/** Cards one print may hold (50 pages, drawn within seconds); a larger school prints per grade or class. */
export const CARD_PRINT_MAX_MEMBERS = 500;
export const CARD_TITLE_MAX = 10;

export const CardFields = z.object({
  nameKana: z.boolean(),
  placement: z.boolean(),
  photo: z.boolean(),
  barcode: z.boolean(),
});

export const CardSettingBody = z.object({
  cardTitle: z
    .string({ error: "券面のタイトルを入力してください" })
    .trim()
    .min(1, "券面のタイトルを入力してください")
    .max(CARD_TITLE_MAX, `券面のタイトルは${CARD_TITLE_MAX}文字以内で入力してください`),
  barcodeType: intField("バーコードの種類", { min: 1, max: 16 }).refine(
    (v) => BarcodeType.isValid(v),
    "バーコードの種類が正しくありません",
  ),
  fields: CardFields,
});
export type CardSettingInput = z.input<typeof CardSettingBody>;

export const CardSettingResponse = CardSettingBody.extend({ updatedAt: z.string().nullable() });
export type CardSetting = z.infer<typeof CardSettingResponse>;

export const DEFAULT_CARD_SETTING: z.output<typeof CardSettingBody> = {
  cardTitle: "会員証",
  barcodeType: BarcodeType.CODE128,
  fields: { nameKana: true, placement: true, photo: true, barcode: true },
};

const memberCodes = z
  .array(z.string().trim().min(1).max(50, "メンバーIDは50文字以内で入力してください"))
  .min(1, "メンバーIDを入力してください")
  .max(CARD_PRINT_MAX_MEMBERS, `一度に印刷できるのは${CARD_PRINT_MAX_MEMBERS}人までです`);

export const CardTarget = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("grade"), grade: intField("学年", { min: 0, max: 99 }) }),
    z.object({
      kind: z.literal("placement"),
      placementCd: z.string().trim().min(1, "クラス（所属）を選択してください").max(32),
    }),
    z.object({ kind: z.literal("members"), memberIds: memberCodes }),
  ],
  { error: "印刷するメンバーの選び方が正しくありません" },
);

export const CardPrintBody = z.object({
  target: CardTarget,
  validUntil: calendarDateSchema("有効期限"),
});
export type CardPrintInput = z.input<typeof CardPrintBody>;

export const CardOptionsResponse = z.object({
  grades: z.array(z.object({ grade: z.number(), name: z.string() })),
  placements: z.array(z.object({ placementCd: z.string(), name: z.string() })),
  barcodeTypes: z.array(z.object({ code: z.number(), label: z.string(), hint: z.string() })),
});
export type CardOptions = z.infer<typeof CardOptionsResponse>;

export const memberCardContracts = defineContracts({
  "GET /app/api/v2/member-cards/setting": CardSettingResponse,
  "PUT /app/api/v2/member-cards/setting": CardSettingResponse,
  "GET /app/api/v2/member-cards/options": CardOptionsResponse,
} as const);
