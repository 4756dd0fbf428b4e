import { EmptyResponse, FormUserProfile, UpdateProfileBody } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { formUserOf } from "./form-user-context";
import { deleteOwnAccount, getProfile, updateProfile } from "./form-user-profile.service";
import { type FormUserDeps, toProfile } from "./form-user-queries";
import { clearFormSessionCookie, formSessionToken } from "./form-user-session";
import { AccessKeyHeaders } from "./form-users.schemas";

// The logged-in form user's own account (spec §2.2 /profile, sidebar). 401 without a login; a
// session whose account was deleted answers FORM_USER_NOT_FOUND once (spec §8.1).

/** The account's own pages: a logged-in form user, resolved at the gate. */
const access = { applicant: "form-user" } as const;
const tags = ["form-user"];
const ME = "/app/form-api/form-user/me";

export function registerFormUserAccountRoutes(app: FastifyInstance, deps: FormUserDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    ME,
    {
      config: { access },
      schema: {
        tags,
        summary: "ログイン中のフォーム利用者",
        headers: AccessKeyHeaders,
        response: { 200: FormUserProfile },
      },
    },
    async (request) => toProfile(await getProfile(deps, formUserOf(request))),
  );

  r.put(
    ME,
    {
      config: { access },
      schema: {
        tags,
        summary: "プロフィールの更新",
        headers: AccessKeyHeaders,
        body: UpdateProfileBody,
        response: { 200: FormUserProfile },
      },
    },
    async (request) => toProfile(await updateProfile(deps, formUserOf(request), request.body)),
  );

  r.delete(
    ME,
    {
      config: { access },
      schema: {
        tags,
        summary: "アカウントの削除",
        headers: AccessKeyHeaders,
        response: { 200: EmptyResponse },
      },
    },
    async (request, reply) => {
      const ctx = formUserOf(request);
      await deleteOwnAccount(deps, ctx, formSessionToken(request)!);
      clearFormSessionCookie(reply);
      return {};
    },
  );
}
