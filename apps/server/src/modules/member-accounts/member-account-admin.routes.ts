import {
  LoginQrLinksResponse,
  LoginQrSheetBody,
  MemberAccountListResponse,
  MemberAccountSearchBody,
  RegistrationRateResponse,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/request-context";
import { contentDisposition } from "../../platform/exports/download-reply";
import type { ModuleDeps } from "../../platform/module-kit/module-definition";
import {
  loginQrLinks,
  printLoginQrSheet,
  registrationRate,
  searchMemberAccounts,
} from "./member-account-admin.service";
import { MEMBER_ACCOUNT_MENU } from "./member-accounts.menu";

const tags = ["アプリ利用者管理"];
const BASE = "/app/api/v2/member-accounts";

/** アプリ利用者管理 (menu member-account): account list, registration rate, login QR sheets. */
export function registerMemberAccountAdminRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminDeps = { db: deps.db, delivery: deps.delivery, publicUrl: deps.publicUrl };

  r.post(
    `${BASE}/search`,
    {
      config: { access: { menu: MEMBER_ACCOUNT_MENU, write: false } },
      schema: {
        tags,
        summary: "アプリ利用者の一覧（登録状況・最終利用・通知の受け取り方）",
        body: MemberAccountSearchBody,
        response: { 200: MemberAccountListResponse },
      },
    },
    async (request) => searchMemberAccounts(adminDeps, requireContext(request), request.body),
  );

  r.get(
    `${BASE}/registration-rate`,
    {
      config: { access: { menu: MEMBER_ACCOUNT_MENU } },
      schema: {
        tags,
        summary: "学年別・クラス別のアプリ登録率",
        response: { 200: RegistrationRateResponse },
      },
    },
    async (request) => registrationRate(adminDeps, requireContext(request)),
  );

  r.post(
    `${BASE}/login-qr`,
    {
      // Issues new keys (the earlier unused QRs stop working): a change, recorded like one.
      config: { access: { menu: MEMBER_ACCOUNT_MENU }, audit: { targetType: "member-login-qr" } },
      schema: {
        tags,
        summary: "ログインQRの発行・再発行と印刷用PDF",
        body: LoginQrSheetBody,
        response: { 200: z.unknown().describe("ログインQRの印刷用PDF（A4、1ページ12人）") },
      },
    },
    async (request, reply) => {
      const sheet = await printLoginQrSheet(adminDeps, requireContext(request), request.body);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", contentDisposition(sheet.fileName))
        .header("x-issued-count", String(sheet.count))
        .header("cache-control", "no-store")
        .send(Buffer.from(sheet.pdf));
    },
  );

  r.post(
    `${BASE}/login-qr/links`,
    {
      config: { access: { menu: MEMBER_ACCOUNT_MENU }, audit: { targetType: "member-login-qr" } },
      schema: {
        tags,
        summary: "ログインQRの発行・再発行（リンクで受け取る）",
        body: LoginQrSheetBody,
        response: { 200: LoginQrLinksResponse },
      },
    },
    async (request) => loginQrLinks(adminDeps, requireContext(request), request.body),
  );
}
