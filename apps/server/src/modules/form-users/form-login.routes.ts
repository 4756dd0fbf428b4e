import {
  ConfirmMailAddressBody,
  DoResetBody,
  EmptyResponse,
  SendResetMailBody,
  SignedInUser,
  SignInBody,
  SignUpBody,
} from "@gakumu/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ResolvedAccessKey } from "../forms/access-key-resolve";
import { applicantOf, requestAccessKey } from "./form-user-context";
import { doReset, sendResetMail } from "./form-user-password-reset.service";
import { type FormUserDeps, type FormUserRow, toSignedInUser } from "./form-user-queries";
import { confirmMailAddress, signUp } from "./form-user-registration.service";
import {
  clearFormSessionCookie,
  clientOf,
  createFormUserSession,
  destroyFormUserSession,
  formSessionToken,
  setFormSessionCookie,
} from "./form-user-session";
import { signIn } from "./form-user-sign-in.service";
import { AccessKeyHeaders } from "./form-users.schemas";

// Spec §7.3 form-login calls (a form user is not a back-office user): each finds its organisation
// through the X-Access-Key header, which the gate resolves ({ applicant: "access-key" }), and keeps
// its own session cookie. Logging out needs no key.

const byKey = { applicant: "access-key" } as const;
const open = { public: true } as const;
const tags = ["form-login"];
const headers = AccessKeyHeaders;

export const scopeOf = (resolved: ResolvedAccessKey) => ({
  tenantId: resolved.organization.tenantId,
  organizationId: resolved.organization.id,
});

/** A login always starts a fresh session (rotation): whatever token the browser had is dropped. */
async function startSession(
  deps: FormUserDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: FormUserRow,
) {
  const previous = formSessionToken(request);
  if (previous) await destroyFormUserSession(deps.db, previous);
  const token = await createFormUserSession(
    deps.db,
    { tenantId: user.tenantId, organizationId: user.organizationId, formUserId: user.id },
    clientOf(request),
  );
  setFormSessionCookie(request, reply, token);
}

export function registerFormLoginRoutes(app: FastifyInstance, deps: FormUserDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    "/app/form-login/id-pass/sign-in",
    {
      config: { access: byKey },
      schema: {
        tags,
        summary: "メールアドレスとパスワードでログイン",
        headers,
        body: SignInBody,
        response: { 200: SignedInUser },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(applicantOf(request).access!);
      const user = await signIn(deps, scope, request.body, request.ip);
      await startSession(deps, request, reply, user);
      return toSignedInUser(user);
    },
  );

  r.post(
    "/app/form-api/form-login/id-pass/confirm-mail-address",
    {
      config: { access: byKey },
      schema: {
        tags,
        summary: "アカウント登録：認証コードをメールで送信",
        headers,
        body: ConfirmMailAddressBody,
        response: { 200: EmptyResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(applicantOf(request).access!);
      await confirmMailAddress(deps, scope, request.body, request.ip);
      return {};
    },
  );

  r.post(
    "/app/form-api/form-login/id-pass/sign-up",
    {
      config: { access: byKey },
      schema: {
        tags,
        summary: "アカウント登録：認証コードの確認",
        headers,
        body: SignUpBody,
        response: { 200: SignedInUser },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(applicantOf(request).access!);
      const user = await signUp(deps, scope, request.body, request.ip);
      await startSession(deps, request, reply, user);
      return toSignedInUser(user);
    },
  );

  r.post(
    "/app/form-api/logout",
    {
      config: { access: open },
      schema: { tags, summary: "ログアウト", headers, response: { 200: EmptyResponse } },
    },
    async (request, reply) => {
      const token = formSessionToken(request);
      if (token) await destroyFormUserSession(db, token);
      clearFormSessionCookie(reply);
      return {};
    },
  );

  r.post(
    "/app/form-api/password/send-reset-mail",
    {
      config: { access: byKey },
      schema: {
        tags,
        summary: "パスワード再設定メールの送信",
        headers,
        body: SendResetMailBody,
        response: { 200: EmptyResponse },
      },
    },
    async (request) => {
      const resolved = applicantOf(request).access!;
      await sendResetMail(
        deps,
        scopeOf(resolved),
        {
          mailAddress: request.body.mailAddress,
          accessKey: requestAccessKey(request)!,
          origin: deps.publicUrl,
        },
        request.ip,
      );
      return {};
    },
  );

  r.put(
    "/app/form-api/password/do-reset",
    {
      config: { access: byKey },
      schema: {
        tags,
        summary: "パスワード再設定",
        headers,
        body: DoResetBody,
        response: { 200: EmptyResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(applicantOf(request).access!);
      await doReset(deps, scope, request.body, request.ip);
      return {};
    },
  );
}
