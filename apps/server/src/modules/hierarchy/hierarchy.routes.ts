import {
  AddHierarchyNodeBody,
  DisableHierarchyNodeBody,
  DivisionCdParams,
  HierarchyDeleteResponse,
  HierarchyMoveResponse,
  HierarchyNodeResponse,
  HierarchyReorderBody,
  HierarchyTreeResponse,
  MoveHierarchyNodeBody,
  NoContent,
  RenameHierarchyNodeBody,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { MAX_HIERARCHY_DEPTH } from "../../platform/hierarchy/hierarchy.service";
import { registerGradeRoutes } from "./grades.routes";
import { HIERARCHY_MENU } from "./hierarchy.menu";
import {
  addNode,
  deleteNode,
  getTree,
  renameNode,
  reorderChildren,
  setNodeDisabled,
} from "./hierarchy-edit.service";
import { moveNode } from "./hierarchy-move.service";
import { registerScopeMasterRoute } from "./scope-master.routes";

const BASE = "/app/api/v2/hierarchy";
const NODE = `${BASE}/nodes/:divisionCd`;
const access = { menu: HIERARCHY_MENU } as const;
const audit = { targetType: "hierarchy" };
const tags = ["hierarchy"];

/** The hierarchy editor (master 800), the grade master and the scope master every screen reads. */
export function registerHierarchyRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    BASE,
    {
      config: { access },
      schema: { tags, summary: "組織階層（ツリー・在籍者数）", response: { 200: HierarchyTreeResponse } },
    },
    async (request) => ({
      maxDepth: MAX_HIERARCHY_DEPTH,
      nodeList: await getTree(db, requireContext(request)),
    }),
  );

  r.post(
    `${BASE}/nodes`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "所属の追加",
        body: AddHierarchyNodeBody,
        response: { 201: HierarchyNodeResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ node: await addNode(db, requireContext(request), request.body) }),
  );

  r.put(
    NODE,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "所属名の変更",
        params: DivisionCdParams,
        body: RenameHierarchyNodeBody,
        response: { 200: HierarchyNodeResponse },
      },
    },
    async (request) => ({
      node: await renameNode(db, requireContext(request), request.params.divisionCd, request.body.name),
    }),
  );

  r.post(
    `${NODE}/move`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "所属の移動（在籍者の所属コードも移動先に合わせて更新）",
        params: DivisionCdParams,
        body: MoveHierarchyNodeBody,
        response: { 200: HierarchyMoveResponse },
      },
    },
    async (request) =>
      moveNode(db, requireContext(request), request.params.divisionCd, request.body.parentDivisionCd),
  );

  r.put(
    `${NODE}/disabled`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "所属の無効化・有効化（下位の所属を含む）",
        params: DivisionCdParams,
        body: DisableHierarchyNodeBody,
        response: { 200: HierarchyNodeResponse },
      },
    },
    async (request) => ({
      node: await setNodeDisabled(
        db,
        requireContext(request),
        request.params.divisionCd,
        request.body.disabled,
      ),
    }),
  );

  r.put(
    `${BASE}/order`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "同じ階層の所属の並べ替え",
        body: HierarchyReorderBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { parentDivisionCd, divisionCds } = request.body;
      await reorderChildren(db, requireContext(request), parentDivisionCd, divisionCds);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    NODE,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "所属の削除（在籍者・下位の所属がない場合のみ）",
        params: DivisionCdParams,
        response: { 200: HierarchyDeleteResponse },
      },
    },
    async (request) => deleteNode(db, requireContext(request), request.params.divisionCd),
  );

  registerGradeRoutes(app, deps);
  registerScopeMasterRoute(app, deps);
}
