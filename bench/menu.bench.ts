import Fastify from "fastify";
import { apiHeaders, loginAs } from "../apps/server/test/auth-helpers";
import { createPermissionTenant } from "../apps/server/test/permissions/permission-fixtures";
import { percentiles, startInProcessApp } from "./in-process-app";
import type { BenchResult } from "./report";

const MENUS = 200;
const REQUESTS = 500;

/**
 * p99 of GET /app/api/auth/menu for a user with 200 available menus (session lookup, permission
 * join, shaping), against a bare Fastify route returning a payload of the same size, same run.
 */
export async function benchMenu(): Promise<BenchResult> {
  const { app, database, close } = await startInProcessApp();
  const school = await createPermissionTenant(database.db);
  const { rows } = await database.executeSql(
    `select count(*)::int as n, min(id) as category from menu_category where organization_id = $1`,
    [school.organization.id],
  );
  const { rows: existing } = await database.executeSql(
    "select count(*)::int as n from menu where organization_id = $1",
    [school.organization.id],
  );
  const missing = MENUS - (existing[0] as { n: number }).n;
  const categoryId = (rows[0] as { category: number }).category;
  for (let i = 0; i < missing; i++) {
    const menuCd = `bench-menu-${i}`;
    await database.executeSql(
      "insert into menu (tenant_id, organization_id, process_mode, menu_category_id, menu_cd, name, sort_order) values ($1, $2, 0, $3, $4, $5, $6)",
      [school.tenant.id, school.organization.id, categoryId, menuCd, `計測用メニュー ${i}`, 1000 + i],
    );
    await database.executeSql(
      "insert into permission_set_menu (tenant_id, permission_set_id, menu_cd, authority) values ($1, $2, $3, 0)",
      [school.tenant.id, school.sets.administrator, menuCd],
    );
  }
  const headers = await loginAs(app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
  const first = await app.inject({ url: "/app/api/auth/menu", headers });
  const menuCount = first
    .json()
    .menuCategoryList.reduce((n: number, c: { menuList: unknown[] }) => n + c.menuList.length, 0);

  const timings: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await app.inject({ url: "/app/api/auth/menu", headers });
    timings.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`menu answered ${res.statusCode}`);
  }
  const payload = first.json();
  const bare = Fastify();
  bare.get("/menu", async () => payload);
  const bareTimings: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await bare.inject({ url: "/menu", headers: apiHeaders });
    bareTimings.push(performance.now() - started);
  }
  await close();
  const menu = percentiles(timings);
  const base = percentiles(bareTimings);
  return {
    name: `メニュー取得 GET /app/api/auth/menu (${menuCount} メニュー、${REQUESTS} 回、組み込みデータベース)`,
    rows: [
      { label: "基準: 同じ内容を返す素の Fastify ルート p99", seconds: base.p99 / 1000 },
      { label: `p50`, seconds: menu.p50 / 1000, ratio: menu.p50 / base.p50 },
      { label: `p99`, seconds: menu.p99 / 1000, ratio: menu.p99 / base.p99 },
    ],
  };
}
