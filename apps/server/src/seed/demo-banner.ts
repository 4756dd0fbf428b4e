import type { DemoSeedResult } from "./demo-seed";

// The demo forms' part of the start banner. A link's key is only known when it is made, so the
// links are printed by the start that seeded the demo; later, staff issue links in フォーム一覧.

export interface BannerUrl {
  label: string;
  url: string;
}

/** The demo forms' links on the server's address, for the banner and for tests that open them. */
export function demoFormUrls(baseUrl: string, demo: Pick<DemoSeedResult, "formLinks">): BannerUrl[] {
  return demo.formLinks.map((link) => ({ label: link.title, url: `${baseUrl}${link.path}` }));
}

/** The banner lines: each form's link, then the demo applicant's login of the form frontend. */
export function demoFormBannerLines(
  baseUrl: string,
  demo: Pick<DemoSeedResult, "formLinks" | "applicant">,
): string[] {
  const urls = demoFormUrls(baseUrl, demo);
  if (urls.length === 0) return [];
  return [
    "  デモのフォーム:",
    ...urls.flatMap((u) => [`    ${u.label}`, `      ${u.url}`]),
    `    フォーム利用者でログイン: ${demo.applicant.loginId} / パスワード ${demo.applicant.password}`,
  ];
}
