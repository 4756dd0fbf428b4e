import {
  EditableMenusResponse,
  LoginUserIdParams,
  LoginUserPage,
  LoginUserSearchQuery,
  NoContent,
  PermissionAssignmentSchema,
  PermissionSetBody,
  PermissionSetDetailResponse,
  PermissionSetIdParams,
  PermissionSetListResponse,
  ScopeMasterResponse,
  UserPermissionResponse,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import type { PermissionSetDetail } from "../../platform/permissions/permission-sets";
import { searchLoginUsers } from "../login-users/login-users.service";
import { AUTHORITY_SETTING_MENU } from "./authority-settings.menu";
import {
  assignUserPermission,
  createSet,
  deleteSet,
  getScopeMaster,
  getSet,
  getUserPermission,
  listEditableMenus,
  listSets,
  removeUserPermission,
  updateSet,
} from "./authority-settings.service";

const BASE = "/app/api/v2/authority-setting";
const access = { menu: AUTHORITY_SETTING_MENU } as const;
const tags = ["authority-setting"];
const setAudit = { targetType: "permission_set" };
const userAudit = { targetType: "login_user" };

const detailBody = ({ menuAuthorities, updatedAt, ...rest }: PermissionSetDetail) => ({
  ...rest,
  updatedAt: updatedAt.toISOString(),
  menuAuthorityList: menuAuthorities,
});

/** The authority screen (category 900): permission sets and their assignment to login users. */
export function registerAuthoritySettingRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const get = { config: { access } };

  r.get(
    `${BASE}/menus`,
    { ...get, schema: { tags, summary: "権限設定の対象メニュー", response: { 200: EditableMenusResponse } } },
    async (request) => ({ menuCategoryList: await listEditableMenus(db, requireContext(request)) }),
  );

  r.get(
    `${BASE}/permission-sets`,
    { ...get, schema: { tags, summary: "権限セット一覧", response: { 200: PermissionSetListResponse } } },
    async (request) => ({
      permissionSetList: (await listSets(db, requireContext(request))).map((s) => ({
        ...s,
        updatedAt: s.updatedAt.toISOString(),
      })),
    }),
  );

  r.get(
    `${BASE}/permission-sets/:permissionSetId`,
    {
      ...get,
      schema: {
        tags,
        summary: "権限セット",
        params: PermissionSetIdParams,
        response: { 200: PermissionSetDetailResponse },
      },
    },
    async (request) => detailBody(await getSet(db, requireContext(request), request.params.permissionSetId)),
  );

  r.post(
    `${BASE}/permission-sets`,
    {
      config: { access, audit: setAudit },
      schema: {
        tags,
        summary: "権限セット登録",
        body: PermissionSetBody,
        response: { 201: PermissionSetDetailResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(detailBody(await createSet(db, requireContext(request), request.body))),
  );

  r.put(
    `${BASE}/permission-sets/:permissionSetId`,
    {
      config: { access, audit: setAudit },
      schema: {
        tags,
        summary: "権限セット更新",
        params: PermissionSetIdParams,
        body: PermissionSetBody,
        response: { 200: PermissionSetDetailResponse },
      },
    },
    async (request) =>
      detailBody(await updateSet(db, requireContext(request), request.params.permissionSetId, request.body)),
  );

  r.delete(
    `${BASE}/permission-sets/:permissionSetId`,
    {
      config: { access, audit: setAudit },
      schema: {
        tags,
        summary: "権限セット削除",
        params: PermissionSetIdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteSet(db, requireContext(request), request.params.permissionSetId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    `${BASE}/scope-master`,
    { ...get, schema: { tags, summary: "学年・所属の一覧", response: { 200: ScopeMasterResponse } } },
    async (request) => getScopeMaster(db, requireContext(request)),
  );

  r.get(
    `${BASE}/login-users`,
    {
      ...get,
      schema: {
        tags,
        summary: "権限の割り当て対象ユーザー",
        querystring: LoginUserSearchQuery,
        response: { 200: LoginUserPage },
      },
    },
    async (request) => searchLoginUsers(db, requireContext(request), request.query),
  );

  r.get(
    `${BASE}/login-users/:loginUserId/permission`,
    {
      ...get,
      schema: {
        tags,
        summary: "ユーザーの権限",
        params: LoginUserIdParams,
        response: { 200: UserPermissionResponse },
      },
    },
    async (request) => ({
      permission: await getUserPermission(db, requireContext(request), request.params.loginUserId),
    }),
  );

  r.put(
    `${BASE}/login-users/:loginUserId/permission`,
    {
      config: { access, audit: userAudit },
      schema: {
        tags,
        summary: "ユーザーへの権限の割り当て",
        params: LoginUserIdParams,
        body: PermissionAssignmentSchema,
        response: { 200: UserPermissionResponse },
      },
    },
    async (request) => ({
      permission: await assignUserPermission(
        db,
        requireContext(request),
        request.params.loginUserId,
        request.body,
      ),
    }),
  );

  r.delete(
    `${BASE}/login-users/:loginUserId/permission`,
    {
      config: { access, audit: userAudit },
      schema: {
        tags,
        summary: "ユーザーの権限の解除",
        params: LoginUserIdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await removeUserPermission(db, requireContext(request), request.params.loginUserId);
      return reply.status(204).send(null);
    },
  );
}
