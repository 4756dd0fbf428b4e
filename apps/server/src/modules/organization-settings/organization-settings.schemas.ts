import { isIP } from "node:net";
import { z } from "zod";

export const MAX_IP_RANGES = 100;
export const MAX_NOTE_LENGTH = 200;

/**
 * Why a CIDR is not acceptable, or null: an IPv4 or IPv6 address with an optional prefix
 * (IPv4 /0–32, IPv6 /0–128). Zone ids and IPv4-mapped forms are refused by isIP's own rules.
 */
export function cidrProblem(value: string): string | null {
  if (value === "") return "IPアドレスを入力してください";
  const slash = value.indexOf("/");
  const address = slash < 0 ? value : value.slice(0, slash);
  const prefix = slash < 0 ? undefined : value.slice(slash + 1);
  const family = isIP(address);
  if (family === 0 || address.includes("%"))
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
    .max(MAX_NOTE_LENGTH, `メモは${MAX_NOTE_LENGTH}文字以内で入力してください`)
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
export type ReplaceIpRangesInput = z.infer<typeof ReplaceIpRangesBody>;

export const IpRangeItem = z.object({ cidr: z.string(), note: z.string() });
export type IpRangeItem = z.infer<typeof IpRangeItem>;

/** The organisation's ranges (empty: any address) and the caller's own address, to help them. */
export const IpRangesResponse = z.object({
  ranges: z.array(IpRangeItem),
  currentIp: z.string(),
});
