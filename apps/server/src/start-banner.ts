import type { Config } from "./config";
import { publicBaseUrl } from "./platform/http/public-url";
import type { BannerUrl } from "./seed/demo-banner";

// The addresses the start banner prints. One list, so the browser test that opens every printed
// address (e2e/start-banner.test.ts) and the banner cannot drift apart.

/** Where this process can be opened from the machine it runs on: "every interface" means localhost. */
export function localBaseUrl(config: Pick<Config, "HOST" | "PORT">): string {
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.PORT}`;
}

/** The screens a new user opens first. */
export function bannerUrls(config: Pick<Config, "HOST" | "PORT">): BannerUrl[] {
  const base = localBaseUrl(config);
  return [
    { label: "バックオフィス", url: `${base}/login` },
    { label: "フォームフロントエンド", url: `${base}/app/form-frontend/` },
    { label: "メンバーアプリ", url: `${base}/app/member/` },
  ];
}

/** One banner line with the labels' values aligned (the labels are full-width, two columns each). */
export function bannerLine(label: string, value: string): string {
  return `  ${label}:${" ".repeat(Math.max(1, 23 - 2 * label.length))}${value}`;
}

/** Where mailed links point, said once at start so a wrong PUBLIC_URL is seen before a mail goes out. */
export function mailLinkLine(config: Pick<Config, "PUBLIC_URL" | "HOST" | "PORT">): string {
  const source = config.PUBLIC_URL ? "PUBLIC_URL" : "PUBLIC_URL 未設定のため待ち受けアドレス";
  return bannerLine("メール内のリンク", `${publicBaseUrl(config)}（${source}）`);
}
