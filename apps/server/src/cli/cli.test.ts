import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database";
import type { Database } from "../db/client";
import { verifyPassword } from "../platform/auth/password";
import { type CliIo, EXIT_OK, EXIT_UNEXPECTED, EXIT_USER_ERROR, reportFailure } from "./io";
import { buildProgram, translateCommanderError } from "./program";

const WEAK = "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上を使用してください";

describe("cli", () => {
  let database: Database;

  /** Parses argv as `npm run cli -- …` would and runs the command on this file's test database. */
  async function cli(argv: string[], prompts: string[] | null = null) {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = { out: (l) => out.push(l), err: (l) => err.push(l) };
    if (prompts) io.promptSecret = async () => prompts.shift() ?? "";
    let code = EXIT_OK;
    const program = buildProgram(async (body) => {
      try {
        await body(database, io);
      } catch (error) {
        code = reportFailure(error, io);
      }
    });
    await program.parseAsync(argv, { from: "user" });
    return { code, out: out.join("\n"), err: err.join("\n") };
  }

  const adminArgs = (loginId: string, ...rest: string[]) => [
    ...["admin:create", "--tenant", "school", "--login-id", loginId],
    ...["--name", "管理者", "--mail", "admin@example.jp", ...rest],
  ];

  const hashOf = async (loginId: string) => {
    const { rows } = await database.executeSql(
      `select u.password_hash from login_user u join tenant t on t.id = u.tenant_id
        where t.tenant_cd = 'school' and u.display_user_id = $1`,
      [loginId],
    );
    return (rows[0] as { password_hash: string }).password_hash;
  };

  // The tenant the administrator tests work in; each test makes its own login ids.
  beforeAll(async () => {
    database = await createTestDatabase();
    expect((await cli(["tenant:create", "--code", "school", "--name", "スクール学園"])).code).toBe(EXIT_OK);
  });
  afterAll(() => database?.close());

  it("creates a tenant with its student organisation and import fields", async () => {
    const r = await cli(["tenant:create", "--code", "fresh", "--name", "サンプル学園"]);
    expect(r).toMatchObject({ code: EXIT_OK, err: "" });
    expect(r.out).toContain("テナント「サンプル学園」（fresh）を作成しました。");
    const { rows } = await database.executeSql(
      `select t.contract_type, t.operation_type, o.system_cd, o.organization_cd,
              (select count(*)::int from member_import_field f where f.organization_id = o.id) as fields
         from tenant t join organization o on o.tenant_id = t.id where t.tenant_cd = 'fresh'`,
    );
    expect(rows).toEqual([
      {
        contract_type: "BASIC",
        operation_type: "PRODUCTION",
        system_cd: 2,
        organization_cd: "fresh-student",
        fields: 39,
      },
    ]);
  });

  it("sets an organisation parameter and refuses an unknown organisation or a malformed key", async () => {
    await cli(["tenant:create", "--code", "params", "--name", "パラメータ学園"]);
    const args = [
      "--tenant",
      "params",
      "--category",
      "SESSION",
      "--type",
      "IDLE_TIMEOUT_MINUTES",
      "--value",
      "15",
    ];
    const ok = await cli(["org:parameter", "--organization", "params-student", ...args]);
    expect(ok).toMatchObject({ code: EXIT_OK, err: "" });
    const { rows } = await database.executeSql(
      `select p.value from organization_parameter p join organization o on o.id = p.organization_id
        where o.organization_cd = 'params-student' and p.parameter_type = 'IDLE_TIMEOUT_MINUTES'`,
    );
    expect(rows).toEqual([{ value: "15" }]);
    const unknown = await cli(["org:parameter", "--organization", "nowhere", ...args]);
    expect(unknown.code).toBe(EXIT_USER_ERROR);
    expect(unknown.err).toContain("組織コード「nowhere」");
    const bad = await cli([
      "org:parameter",
      "--organization",
      "params-student",
      ...args.slice(0, 2),
      "--category",
      "x y",
      "--type",
      "T",
      "--value",
      "1",
    ]);
    expect(bad.code).toBe(EXIT_USER_ERROR);
  });

  it("refuses a taken or malformed tenant code in Japanese", async () => {
    const taken = await cli(["tenant:create", "--code", "school", "--name", "別の学園"]);
    expect(taken).toMatchObject({
      code: EXIT_USER_ERROR,
      err: "テナントコード「school」は既に使用されています。",
    });
    const bad = await cli(["tenant:create", "--code", "Bad Code", "--name", "学園"]);
    expect(bad).toMatchObject({
      code: EXIT_USER_ERROR,
      err: "テナントコードは半角英小文字・数字・ハイフンの2〜32文字で入力してください",
    });
  });

  it("creates an administrator with a given password", async () => {
    const r = await cli(adminArgs("admin", "--password", "Sample-pass1"));
    expect(r.code).toBe(EXIT_OK);
    expect(r.out).toContain("管理者「管理者」（ログインID: admin）を作成しました。");
    expect(r.out).toContain("組織: school-student");
    expect(r.out).not.toContain("Sample-pass1");
    expect(await verifyPassword("Sample-pass1", await hashOf("admin"))).toBe(true);
  });

  it("refuses a weak password, an unknown tenant, a duplicate login id and a bad mail in Japanese", async () => {
    expect(await cli(adminArgs("weak", "--password", "password1"))).toMatchObject({
      code: EXIT_USER_ERROR,
      err: WEAK,
    });
    const unknown = await cli([
      "admin:create",
      "--tenant",
      "nowhere",
      ...adminArgs("a", "--password", "Sample-pass1").slice(3),
    ]);
    expect(unknown).toMatchObject({
      code: EXIT_USER_ERROR,
      err: "テナントコード「nowhere」のテナントが見つかりません。",
    });
    expect((await cli(adminArgs("twice", "--password", "Sample-pass1"))).code).toBe(EXIT_OK);
    const duplicate = await cli(adminArgs("twice", "--password", "Sample-pass1"));
    expect(duplicate).toMatchObject({
      code: EXIT_USER_ERROR,
      err: "ログインID「twice」は既に使用されています。",
    });
    const badMail = await cli(
      adminArgs("mailtest", "--password", "Sample-pass1", "--mail", "管理者@example.jp"),
    );
    expect(badMail).toMatchObject({ code: EXIT_USER_ERROR, err: "メールアドレスの形式で入力してください。" });
  });

  it("generates and shows a password when none is given and no terminal is there to ask", async () => {
    const r = await cli(adminArgs("generated"));
    expect(r.code).toBe(EXIT_OK);
    const password = /パスワード: (\S+)/.exec(r.out)?.[1];
    expect(password).toHaveLength(16);
    expect(await verifyPassword(password!, await hashOf("generated"))).toBe(true);
  });

  it("asks twice at a terminal and refuses when the two entries differ", async () => {
    const typed = await cli(adminArgs("typed"), ["Typed-pass1", "Typed-pass1"]);
    expect(typed.code).toBe(EXIT_OK);
    expect(typed.out).not.toContain("Typed-pass1");
    expect(await verifyPassword("Typed-pass1", await hashOf("typed"))).toBe(true);
    const differ = await cli(adminArgs("typo"), ["Typed-pass1", "Typed-pass2"]);
    expect(differ).toMatchObject({ code: EXIT_USER_ERROR, err: "パスワードが一致しません。" });
  });

  it("resets a password and refuses a weak one or an unknown login id", async () => {
    await cli(adminArgs("forgetful", "--password", "Before-pass1"));
    const reset = (loginId: string, password: string) =>
      cli(["admin:reset-password", "--tenant", "school", "--login-id", loginId, "--password", password]);
    expect(await reset("forgetful", "Reset-pass2")).toMatchObject({
      code: EXIT_OK,
      out: "ログインID「forgetful」のパスワードを再設定しました（ロックも解除しました）。",
    });
    expect(await verifyPassword("Reset-pass2", await hashOf("forgetful"))).toBe(true);
    expect(await reset("forgetful", "short")).toMatchObject({ code: EXIT_USER_ERROR, err: WEAK });
    expect(await reset("nobody", "Reset-pass2")).toMatchObject({
      code: EXIT_USER_ERROR,
      err: "ログインID「nobody」のユーザーが見つかりません。",
    });
  });

  it("resets two-step authentication", async () => {
    await cli(adminArgs("lost-phone", "--password", "Before-pass1"));
    const totp =
      "select totp_secret_encrypted, totp_enabled from login_user where display_user_id = 'lost-phone'";
    await database.executeSql(
      "update login_user set totp_secret_encrypted = 'secret', totp_enabled = true where display_user_id = 'lost-phone'",
    );
    const r = await cli(["admin:reset-2fa", "--tenant", "school", "--login-id", "lost-phone"]);
    expect(r.code).toBe(EXIT_OK);
    expect(r.out).toContain("二段階認証をリセットしました");
    expect((await database.executeSql(totp)).rows).toEqual([
      { totp_secret_encrypted: null, totp_enabled: false },
    ]);
    expect(await cli(["admin:reset-2fa", "--tenant", "nowhere", "--login-id", "x"])).toMatchObject({
      code: EXIT_USER_ERROR,
      err: "テナントコード「nowhere」のテナントが見つかりません。",
    });
  });

  it("lists the outbox, newest first, filtered by tenant", async () => {
    await cli(["tenant:create", "--code", "mailer", "--name", "メール学園"]);
    expect(await cli(["mail:outbox", "--tenant", "mailer"])).toMatchObject({
      code: EXIT_OK,
      out: "送信待ちメールはありません",
    });
    await database.executeSql(
      `insert into mail_outbox (tenant_id, idempotency_key, from_address, to_address, subject, text_body, template_key, status, created_at)
       select t.id, k, 'no-reply@example.jp', 'admin@example.jp', s, E'こんにちは\\n本文です', 'test', 'kept', '2026-04-01T00:00:00Z'
         from tenant t, (values ('k1', '一通目'), ('k2', '二通目')) as v(k, s) where t.tenant_cd = 'mailer'`,
    );
    const r = await cli(["mail:outbox", "--tenant", "mailer", "--limit", "1", "--body"]);
    expect(r.code).toBe(EXIT_OK);
    expect(r.out).toContain("メール 1 件（新しい順）");
    expect(r.out).toMatch(
      /#\d+ {2}2026\/04\/01 09:00 {2}\[kept\] {2}mailer {2}宛先: admin@example\.jp {2}件名: 二通目/,
    );
    expect(r.out).toContain("    本文です");
    expect(await cli(["mail:outbox", "--tenant", "nowhere"])).toMatchObject({
      code: EXIT_USER_ERROR,
      err: "テナントコード「nowhere」のテナントが見つかりません。",
    });
  });

  it("seeds the demo school once, then adds students with continued numbering", async () => {
    const first = await cli(["seed", "--members", "500", "--batch-size", "200"]);
    expect(first.code).toBe(EXIT_OK);
    expect(first.out).toContain("デモテナント「デモ学園」を作成しました");
    expect(first.out).toMatch(/生徒 500 名を [\d.]+ 秒で追加しました（[\d,]+ 行\/秒）。/);
    expect(first.out).toContain("デモ学園の生徒は現在 1,500 名です。");
    const second = await cli(["seed", "--members", "100"]);
    expect(second.out).not.toContain("デモテナント");
    expect(second.out).toContain("デモ学園の生徒は現在 1,600 名です。");
    const { rows } = await database.executeSql(
      `select count(*)::int as n, count(distinct member_id)::int as ids
         from member m join organization o on o.id = m.organization_id where o.organization_cd = 'demo-student'`,
    );
    expect(rows).toEqual([{ n: 1600, ids: 1600 }]);
  });

  it("maps failures to exit codes: the user's mistakes 1, anything else 2", () => {
    const err: string[] = [];
    const io: CliIo = { out: () => {}, err: (l) => err.push(l) };
    expect(reportFailure(new Error("boom"), io)).toBe(EXIT_UNEXPECTED);
    expect(err[0]).toMatch(/^予期しないエラーが発生しました: Error: boom/);
  });

  it("says commander's parse errors in Japanese", () => {
    expect(translateCommanderError("error: required option '--code <code>' not specified\n")).toBe(
      "エラー: 必須オプション --code <code> が指定されていません。\n",
    );
    expect(translateCommanderError("error: unknown option '--bogus'\n")).toBe(
      "エラー: 不明なオプション --bogus です。\n",
    );
    expect(
      translateCommanderError(
        "error: option '--members <count>' argument 'x' is invalid. 1〜10,000,000の整数で指定してください。",
      ),
    ).toBe(
      "エラー: オプション --members <count> の値「x」が正しくありません。1〜10,000,000の整数で指定してください。\n",
    );
    expect(
      translateCommanderError(
        "error: option '--contract <type>' argument 'FOO' is invalid. Allowed choices are ADVANCED, BASIC, TRIAL.",
      ),
    ).toBe(
      "エラー: オプション --contract <type> の値「FOO」が正しくありません。ADVANCED / BASIC / TRIAL のいずれかを指定してください。\n",
    );
  });
});
