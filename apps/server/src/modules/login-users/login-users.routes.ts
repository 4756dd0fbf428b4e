import {
  CreateLoginUserBody,
  LoginUserIdParams,
  LoginUserPage,
  LoginUserResponse,
  LoginUserSearchQuery,
  LoginUserWithPasswordResponse,
  PermissionSetOptionsResponse,
  ResetPasswordBody,
  UpdateLoginUserBody,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import {
  lockLoginUser,
  resetPasswordByAdmin,
  resetTotpByAdmin,
  unlockLoginUser,
} from "./login-user-security.service";
import { LOGIN_USER_MENU } from "./login-users.menu";
import {
  createLoginUserByAdmin,
  getVisibleLoginUser,
  listPermissionSetOptions,
  searchLoginUsers,
  updateLoginUserByAdmin,
} from "./login-users.service";

const BASE = "/app/api/v2/login-user";
const access = { menu: LOGIN_USER_MENU } as const;
const audit = { targetType: "login_user" };
const tags = ["login-user"];

/** The login-user screen (master 800): accounts of the tenant, by the caller's reference authority. */
export function registerLoginUserRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    BASE,
    {
      config: { access },
      schema: {
        tags,
        summary: "管理者ユーザー一覧",
        querystring: LoginUserSearchQuery,
        response: { 200: LoginUserPage },
      },
    },
    async (request) => searchLoginUsers(db, requireContext(request), request.query),
  );

  r.get(
    `${BASE}/permission-sets`,
    {
      config: { access },
      schema: { tags, summary: "選択できる権限セット", response: { 200: PermissionSetOptionsResponse } },
    },
    async (request) => ({ permissionSetList: await listPermissionSetOptions(db, requireContext(request)) }),
  );

  r.get(
    `${BASE}/:loginUserId`,
    {
      config: { access },
      schema: {
        tags,
        summary: "管理者ユーザー",
        params: LoginUserIdParams,
        response: { 200: LoginUserResponse },
      },
    },
    async (request) => ({
      loginUser: await getVisibleLoginUser(db, requireContext(request), request.params.loginUserId),
    }),
  );

  r.post(
    BASE,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "管理者ユーザー登録",
        body: CreateLoginUserBody,
        response: { 201: LoginUserWithPasswordResponse },
      },
    },
    async (request, reply) => {
      const created = await createLoginUserByAdmin(db, requireContext(request), request.body);
      return reply.status(201).send(created);
    },
  );

  r.put(
    `${BASE}/:loginUserId`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "管理者ユーザー更新",
        params: LoginUserIdParams,
        body: UpdateLoginUserBody,
        response: { 200: LoginUserResponse },
      },
    },
    async (request) => ({
      loginUser: await updateLoginUserByAdmin(
        db,
        requireContext(request),
        request.params.loginUserId,
        request.body,
      ),
    }),
  );

  const action = (path: string, summary: string, run: typeof lockLoginUser) =>
    r.post(
      `${BASE}/:loginUserId/${path}`,
      {
        config: { access, audit },
        schema: { tags, summary, params: LoginUserIdParams, response: { 200: LoginUserResponse } },
      },
      async (request) => ({ loginUser: await run(db, requireContext(request), request.params.loginUserId) }),
    );
  action("lock", "アカウントロック", lockLoginUser);
  action("unlock", "アカウントロック解除", unlockLoginUser);
  action("reset-totp", "2段階認証のリセット", resetTotpByAdmin);

  r.post(
    `${BASE}/:loginUserId/reset-password`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "パスワードリセット",
        params: LoginUserIdParams,
        body: ResetPasswordBody,
        response: { 200: LoginUserWithPasswordResponse },
      },
    },
    async (request) =>
      resetPasswordByAdmin(
        db,
        requireContext(request),
        request.params.loginUserId,
        request.body?.password ?? "",
      ),
  );
}
