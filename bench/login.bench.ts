import Fastify from "fastify";
import {
  apiHeaders,
  cookieFrom,
  createTestTenant,
  createTestUser,
  TEST_PASSWORD,
  totpCodeFor,
} from "../apps/server/test/auth-helpers";
import { startInProcessApp } from "./in-process-app";
import type { BenchResult } from "./report";

const USERS = 40;

/**
 * Back-office login (password, then a TOTP code) per second, in-process on the embedded database,
 * against a bare Fastify route answering the same kind of request in the same run.
 * Every user logs in once: a TOTP code can only be used once, as in real life.
 */
export async function benchLogin(): Promise<BenchResult> {
  const { app, database, close } = await startInProcessApp();
  const { tenant, organization } = await createTestTenant(database.db, { twoStep: true });
  for (let i = 0; i < USERS; i++) await createTestUser(database.db, tenant, organization, `user${i}`);

  const started = performance.now();
  for (let i = 0; i < USERS; i++) {
    const first = await app.inject({
      method: "POST",
      url: "/app/api/v2/manage/login",
      headers: apiHeaders,
      payload: { tenantCd: tenant.tenantCd, displayUserId: `user${i}`, password: TEST_PASSWORD },
    });
    const second = await app.inject({
      method: "POST",
      url: "/app/api/v2/manage/login/totp",
      headers: { ...apiHeaders, cookie: cookieFrom(first) },
      payload: { displayUserId: `user${i}`, code: await totpCodeFor(first.json().url) },
    });
    if (second.statusCode !== 200) throw new Error(`login ${i} failed: ${second.body}`);
  }
  const loginSeconds = (performance.now() - started) / 1000;

  const bare = Fastify();
  bare.post("/login", async () => ({ twoStepType: 0, url: null }));
  const bareStarted = performance.now();
  for (let i = 0; i < USERS * 2; i++) await bare.inject({ method: "POST", url: "/login", payload: { a: i } });
  const bareSeconds = (performance.now() - bareStarted) / 1000;

  await close();
  const perLogin = loginSeconds / USERS;
  const perBarePair = bareSeconds / USERS;
  return {
    name: "ログイン (パスワード + TOTP、組み込みデータベース、1 プロセス)",
    rows: [
      {
        label: `基準: 素の Fastify ルート 2 リクエスト (${(1 / perBarePair).toFixed(0)} 回/秒)`,
        seconds: perBarePair,
      },
      {
        label: `ログイン 1 回 = パスワード + TOTP (${(1 / perLogin).toFixed(1)} 回/秒、scrypt によるハッシュ検証を含む)`,
        seconds: perLogin,
        ratio: perLogin / perBarePair,
      },
    ],
  };
}
