import { z } from "zod";
import { defineContracts } from "../api/contract";
import { BUILTIN_MENU_ENTRIES, builtinMenuLabel, REQUIRED_MENU_ENTRIES } from "./app-features";

// アプリメニュー設定 (menu mobile-menu, mobile manage 910): the member app's menu — the order,
// visibility and labels of the built-in entries, and links of the school's own (website, 給食献立).
// Server: apps/server/src/modules/mobile-app/mobile-app.routes.ts (app-setting.service.ts).

export const MENU_LABEL_MAX = 10;
export const MENU_LINKS_MAX = 10;
export const MENU_URL_MAX = 500;

/** A link a member's phone may open: https only, a host, no user:password part. */
export function isSafeMenuUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const BuiltinEntry = z.object({
  kind: z.literal("builtin"),
  entry: z.enum(BUILTIN_MENU_ENTRIES, { error: "メニューの項目が正しくありません" }),
  /** Empty: the standard label. */
  label: z
    .string()
    .trim()
    .max(MENU_LABEL_MAX, `メニューの表示名は${MENU_LABEL_MAX}文字以内で入力してください`)
    .default(""),
  visible: z.boolean({ error: "表示・非表示を指定してください" }),
});

const LinkEntry = z.object({
  kind: z.literal("link"),
  label: z
    .string({ error: "リンクの表示名を入力してください" })
    .trim()
    .min(1, "リンクの表示名を入力してください")
    .max(MENU_LABEL_MAX, `メニューの表示名は${MENU_LABEL_MAX}文字以内で入力してください`),
  url: z
    .string({ error: "リンクのURLを入力してください" })
    .trim()
    .min(1, "リンクのURLを入力してください")
    .max(MENU_URL_MAX, `リンクのURLは${MENU_URL_MAX}文字以内で入力してください`)
    .refine(isSafeMenuUrl, "リンクのURLは https:// で始まるURLを入力してください"),
  visible: z.boolean({ error: "表示・非表示を指定してください" }),
});

export const MenuEntry = z.discriminatedUnion("kind", [BuiltinEntry, LinkEntry], {
  error: "メニューの項目が正しくありません",
});
export type MenuEntryValue = z.output<typeof MenuEntry>;

export const AppMenuBody = z
  .object({
    entries: z
      .array(MenuEntry)
      .max(BUILTIN_MENU_ENTRIES.length + MENU_LINKS_MAX, `リンクは${MENU_LINKS_MAX}件まで登録できます`),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    let links = 0;
    for (const [i, e] of body.entries.entries()) {
      if (e.kind === "link") {
        links++;
        continue;
      }
      if (seen.has(e.entry))
        ctx.addIssue({
          code: "custom",
          path: ["entries", i],
          message: `「${builtinMenuLabel(e.entry)}」が重複しています`,
        });
      seen.add(e.entry);
      if (!e.visible && REQUIRED_MENU_ENTRIES.includes(e.entry))
        ctx.addIssue({
          code: "custom",
          path: ["entries", i, "visible"],
          message: `「${builtinMenuLabel(e.entry)}」は非表示にできません`,
        });
    }
    if (links > MENU_LINKS_MAX)
      ctx.addIssue({
        code: "custom",
        path: ["entries"],
        message: `リンクは${MENU_LINKS_MAX}件まで登録できます`,
      });
  });
export type AppMenuInput = z.input<typeof AppMenuBody>;

export const AppMenuResponse = z.object({
  /** In order; built-in entries of features not offered yet are left out (kept on the server). */
  entries: z.array(
    z.discriminatedUnion("kind", [
      z.object({
        kind: z.literal("builtin"),
        entry: z.enum(BUILTIN_MENU_ENTRIES),
        label: z.string(),
        visible: z.boolean(),
      }),
      z.object({ kind: z.literal("link"), label: z.string(), url: z.string(), visible: z.boolean() }),
    ]),
  ),
  updatedAt: z.string().nullable(),
});
export type AppMenu = z.infer<typeof AppMenuResponse>;

export const appMenuContracts = defineContracts({
  "GET /app/api/v2/mobile-app/menu": AppMenuResponse,
  "PUT /app/api/v2/mobile-app/menu": AppMenuResponse,
} as const);
