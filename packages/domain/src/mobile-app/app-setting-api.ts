import { z } from "zod";
import { defineContracts } from "../api/contract";
import { isEmail, isTel } from "../validation/predicates/contact";
import { APP_FEATURE_CODES, type AppFeatureCode } from "./app-features";
import { HEX_COLOUR, MIN_WHITE_TEXT_CONTRAST, whiteTextContrast } from "./theme-colour";

// アプリ設定 (menu mobile-app-setting, mobile manage 910): how the member app presents the
// organisation — name, colour, welcome text, contact, the features shown. Server:
// apps/server/src/modules/mobile-app/mobile-app.routes.ts (app-setting.service.ts).

export const MOBILE_APP_API = "/app/api/v2/mobile-app";

export const APP_NAME_MAX = 20;
export const WELCOME_MESSAGE_MAX = 200;

const themeColour = z
  .string({ error: "テーマカラーを指定してください" })
  .trim()
  .toLowerCase()
  .max(7, "テーマカラーは #RRGGBB の形式で入力してください")
  .regex(HEX_COLOUR, "テーマカラーは #RRGGBB の形式で入力してください")
  .superRefine((value, ctx) => {
    const ratio = whiteTextContrast(value);
    if (ratio < MIN_WHITE_TEXT_CONTRAST)
      ctx.addIssue({
        code: "custom",
        message: `この色では白い文字が読みにくくなります（コントラスト比 ${ratio.toFixed(1)}、${MIN_WHITE_TEXT_CONTRAST}以上が必要です）。もっと濃い色を選んでください`,
      });
  });

export const AppSettingBody = z.object({
  displayName: z
    .string({ error: "アプリの表示名を入力してください" })
    .trim()
    .min(1, "アプリの表示名を入力してください")
    .max(APP_NAME_MAX, `アプリの表示名は${APP_NAME_MAX}文字以内で入力してください`),
  themeColour,
  welcomeMessage: z
    .string()
    .trim()
    .max(WELCOME_MESSAGE_MAX, `ようこそメッセージは${WELCOME_MESSAGE_MAX}文字以内で入力してください`)
    .default(""),
  contactTel: z
    .string()
    .trim()
    .max(20, "問い合わせ先の電話番号は20文字以内で入力してください")
    .refine(
      (v) => v === "" || isTel(v),
      "問い合わせ先の電話番号は 03-1234-5678 のような電話番号の形式で入力してください",
    )
    .default(""),
  contactMail: z
    .string()
    .trim()
    .max(254, "問い合わせ先のメールアドレスは254文字以内で入力してください")
    .refine((v) => v === "" || isEmail(v), "問い合わせ先のメールアドレスの形式で入力してください")
    .default(""),
  /** The features shown; お知らせ is always shown whatever is sent. */
  features: z
    .array(z.enum(APP_FEATURE_CODES, { error: "表示する機能が正しくありません" }))
    .max(APP_FEATURE_CODES.length, "表示する機能が正しくありません")
    .default([]),
});
export type AppSettingInput = z.input<typeof AppSettingBody>;
export type AppSettingValues = z.output<typeof AppSettingBody>;

export const AppSettingResponse = z.object({
  displayName: z.string(),
  themeColour: z.string(),
  welcomeMessage: z.string(),
  contactTel: z.string(),
  contactMail: z.string(),
  /** Of the features offered now, those shown. */
  features: z.array(z.enum(APP_FEATURE_CODES)),
  /** The features whose module exists: the only choices staff are offered. */
  availableFeatures: z.array(z.object({ code: z.enum(APP_FEATURE_CODES), label: z.string() })),
  /** ISO instant of the last save; null while the defaults apply. */
  updatedAt: z.string().nullable(),
});
export type AppSetting = z.infer<typeof AppSettingResponse>;

/** What an organisation that never saved its settings shows (its name comes from the organisation). */
export const defaultAppFeatures = (): AppFeatureCode[] => [...APP_FEATURE_CODES];

export const appSettingContracts = defineContracts({
  "GET /app/api/v2/mobile-app/setting": AppSettingResponse,
  "PUT /app/api/v2/mobile-app/setting": AppSettingResponse,
} as const);
