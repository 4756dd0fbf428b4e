import { z } from "zod";
import { defineContracts } from "../api/contract";
import { NOTEBOOK_LIMITS_API, NotebookLimits } from "../notebooks/notebook-api";
import { stringField } from "../validation/rule";
import * as rules from "../validation/rules";

// The organisation-setting screen's calls (/app/api/v2/organization-setting…): the route schemas
// (server: modules/organization-settings) and the types the back office reads them with.

// ── Allowed address ranges (the access gate's organization_ip_range) ──

export const MAX_IP_RANGES = 100;
export const MAX_IP_RANGE_NOTE_LENGTH = 200;

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();

/**
 * Why a CIDR is not acceptable, or null: an IPv4 or IPv6 address with an optional prefix
 * (IPv4 /0–32, IPv6 /0–128). Zone ids ("fe80::1%eth0") are refused: a range names no interface.
 */
export function cidrProblem(value: string): string | null {
  if (value === "") return "IPアドレスを入力してください";
  const slash = value.indexOf("/");
  const address = slash < 0 ? value : value.slice(0, slash);
  const prefix = slash < 0 ? undefined : value.slice(slash + 1);
  const family = ipv4.safeParse(address).success ? 4 : ipv6.safeParse(address).success ? 6 : 0;
  if (family === 0)
    return `「${value}」はIPアドレスの形式ではありません（例: 203.0.113.0/24、2001:db8::/32）`;
  if (prefix === undefined) return null;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max)
    return `「${value}」のプレフィックス長は0〜${max}で入力してください`;
  return null;
}

/** The form one range is stored and compared in: trimmed, IPv6 letters in lower case. */
export function normalizeCidr(value: string): string {
  return value.trim().toLowerCase();
}

const CidrField = z
  .string({ error: "IPアドレスを入力してください" })
  .max(64, "IPアドレスは64文字以内で入力してください")
  .transform(normalizeCidr)
  .superRefine((value, check) => {
    const problem = cidrProblem(value);
    if (problem) check.addIssue({ code: "custom", message: problem });
  });

export const IpRangeInput = z.object({
  cidr: CidrField,
  note: z
    .string({ error: "メモは文字列で入力してください" })
    .max(MAX_IP_RANGE_NOTE_LENGTH, `メモは${MAX_IP_RANGE_NOTE_LENGTH}文字以内で入力してください`)
    .nullish()
    .transform((v) => (v ?? "").trim()),
});

export const ReplaceIpRangesBody = z.object({
  ranges: z
    .array(IpRangeInput, { error: "許可するIPアドレスの一覧を指定してください" })
    .max(MAX_IP_RANGES, `許可するIPアドレスは${MAX_IP_RANGES}件以内で登録してください`)
    .superRefine((ranges, check) => {
      const seen = new Set<string>();
      ranges.forEach((range, index) => {
        if (seen.has(range.cidr))
          check.addIssue({
            code: "custom",
            path: [index, "cidr"],
            message: `「${range.cidr}」が重複しています`,
          });
        seen.add(range.cidr);
      });
    }),
});

export const IpRangeItem = z.object({ cidr: z.string(), note: z.string() });

/** The organisation's ranges (empty: any address) and the caller's own address, to help them. */
export const IpRangesResponse = z.object({
  ranges: z.array(IpRangeItem),
  /** The address the server sees this browser connect from. */
  currentIp: z.string(),
});

// ── メール送信元 ──

export const MailSenderBody = z.object({
  senderMailAddress: z
    .string({ error: "送信元メールアドレスを文字列で指定してください" })
    .trim()
    .pipe(stringField(rules.maxLength(254), rules.email())),
});

export const MailSenderResponse = z.object({
  /** Empty: the platform's sender, still signed with the organisation's name. */
  senderMailAddress: z.string(),
  /** The platform's sender (MAIL_FROM), used while the organisation has none of its own. */
  platformSenderMailAddress: z.string(),
});

// ── アクセス解析 (GA4 measurement ids, GTM containers the organisation's forms load) ──

export const GA4_PATTERN = /^G-[A-Z0-9]{4,20}$/;
export const GTM_PATTERN = /^GTM-[A-Z0-9]{4,20}$/;
export const MAX_ANALYTICS_IDS = 5;

const analyticsIds = (pattern: RegExp, example: string, name: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .transform((id) => id.toUpperCase())
        .refine((id) => pattern.test(id), { message: `${name}は「${example}」の形式で入力してください` }),
    )
    .max(MAX_ANALYTICS_IDS, `${name}は${MAX_ANALYTICS_IDS}件まで登録できます`)
    .transform((list) => [...new Set(list)]);

export const AnalyticsBody = z.object({
  ga4Ids: analyticsIds(GA4_PATTERN, "G-XXXXXXXXXX", "GA4の測定ID"),
  gtmIds: analyticsIds(GTM_PATTERN, "GTM-XXXXXXX", "GTMのコンテナID"),
});
export const AnalyticsResponse = z.object({ ga4Ids: z.array(z.string()), gtmIds: z.array(z.string()) });

// ── LINEログイン連携 ──

export const LineChannelResponse = z.object({
  /** Both the channel ID and its secret are set: the LINE buttons show on the forms. */
  configured: z.boolean(),
  channelId: z.string(),
  /** The callback URL to register in the LINE Developers console. */
  callbackUrl: z.string(),
});

export const SaveLineChannelBody = z.object({
  channelId: z
    .string({ error: "チャネルIDを入力してください" })
    .trim()
    .regex(/^\d{6,20}$/, "チャネルIDは半角数字で入力してください（LINE Developersの「チャネルID」）"),
  /** Empty keeps the stored secret, so the screen never has to show it. */
  channelSecret: z
    .string()
    .trim()
    .regex(/^([0-9A-Za-z]{16,64})?$/, "チャネルシークレットは半角英数字16〜64文字で入力してください")
    .optional(),
});

// ── LINE公式アカウント（Messaging API）──

export const LineMessagingResponse = z.object({
  /** A channel access token is stored (it is never sent back). */
  configured: z.boolean(),
  /** Deliveries reach members who linked LINE through the official account. */
  enabled: z.boolean(),
  /** Members of the organisation who linked LINE from the member app. */
  linkedMembers: z.number().int(),
  /** This month's limit and use, read from LINE when the screen asks; null when not readable. */
  quota: z
    .object({
      type: z.enum(["none", "limited"]),
      limit: z.number().int().nullable(),
      used: z.number().int(),
    })
    .nullable(),
  /** Why LINE could not be asked (Japanese), or null. */
  quotaError: z.string().nullable(),
  /** The LINE Login callback the member app's 「LINEと連携する」 returns to (register it in the console). */
  memberCallbackUrl: z.string(),
});

export const SaveLineMessagingBody = z.object({
  enabled: z.boolean({ error: "LINEで配信するかを選んでください" }),
  /** Empty keeps the stored token, so the screen never has to show it. */
  channelAccessToken: z
    .string()
    .trim()
    .regex(
      /^([A-Za-z0-9+/=._-]{20,1000})?$/,
      "チャネルアクセストークンは半角英数字と記号（+ / = . _ -）20〜1000文字で入力してください（LINE Developersの「チャネルアクセストークン（長期）」）",
    )
    .optional(),
});

// ── ロゴ画像 ──

/** After an upload (true) or a removal (false). GET answers the PNG itself, outside the table. */
export const LogoResponse = z.object({ logoSet: z.boolean() });

const BASE = "/app/api/v2/organization-setting";
export const organizationSettingContracts = defineContracts({
  [`GET ${BASE}/ip-ranges`]: IpRangesResponse,
  [`PUT ${BASE}/ip-ranges`]: IpRangesResponse,
  [`GET ${BASE}/mail-sender`]: MailSenderResponse,
  [`PUT ${BASE}/mail-sender`]: MailSenderResponse,
  [`GET ${BASE}/analytics`]: AnalyticsResponse,
  [`PUT ${BASE}/analytics`]: AnalyticsResponse,
  [`GET ${BASE}/line-channel`]: LineChannelResponse,
  [`PUT ${BASE}/line-channel`]: LineChannelResponse,
  [`DELETE ${BASE}/line-channel`]: LineChannelResponse,
  [`GET ${BASE}/line-messaging`]: LineMessagingResponse,
  [`PUT ${BASE}/line-messaging`]: LineMessagingResponse,
  [`DELETE ${BASE}/line-messaging`]: LineMessagingResponse,
  [`POST ${BASE}/logo`]: LogoResponse,
  [`DELETE ${BASE}/logo`]: LogoResponse,
  [`GET ${NOTEBOOK_LIMITS_API}`]: NotebookLimits,
  [`PUT ${NOTEBOOK_LIMITS_API}`]: NotebookLimits,
} as const);

export type IpRange = z.infer<typeof IpRangeItem>;
export type IpRangesResult = z.infer<typeof IpRangesResponse>;
export type ReplaceIpRangesInput = z.infer<typeof ReplaceIpRangesBody>;
export type MailSenderInput = z.infer<typeof MailSenderBody>;
export type MailSenderSetting = z.infer<typeof MailSenderResponse>;
export type AnalyticsInput = z.input<typeof AnalyticsBody>;
export type AnalyticsSetting = z.infer<typeof AnalyticsResponse>;
export type LineChannelSetting = z.infer<typeof LineChannelResponse>;
export type SaveLineChannelInput = z.input<typeof SaveLineChannelBody>;
export type LogoResult = z.infer<typeof LogoResponse>;
export type LineMessagingSetting = z.infer<typeof LineMessagingResponse>;
export type SaveLineMessagingInput = z.input<typeof SaveLineMessagingBody>;
