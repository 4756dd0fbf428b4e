import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, loginAs } from "../../../test/auth-helpers";
import { mailTo, useFormUserTestApp } from "../../../test/form-users/form-user-test-app";
import {
  ANSWER,
  type AnswerSchool,
  callAs,
  createAnswerSchool,
  goodValues,
  registerUser,
  submitBody,
} from "../form-answers/applicant/applicant-test-kit.testing";

const URL = "/app/api/v2/organization-setting/mail-sender";
const RESOLVE = "/app/form-api/access-key/resolve";
const DEFINITION = "/app/form-api/form-definition";

describe("organization setting: the sender address of applicants' mail (spec §2.2)", () => {
  const t = useFormUserTestApp();
  let school: AnswerSchool;
  let admin: Record<string, string>;

  beforeAll(async () => {
    school = await createAnswerSchool(t);
    admin = school.adminHeaders;
  });

  const put = (payload: object, headers = admin) =>
    t.app.inject({ method: "PUT", url: URL, headers, payload });
  const senderNamedToApplicants = async () => {
    const headers = { ...apiHeaders, ...school.keyHeaders };
    const resolved = (await t.app.inject({ url: RESOLVE, headers })).json();
    const form = (await t.app.inject({ url: DEFINITION, headers })).json();
    return [resolved.senderMailAddress, form.senderMailAddress];
  };

  it("names the platform's sender to applicants while the organisation has none", async () => {
    expect((await t.app.inject({ url: URL, headers: admin })).json()).toEqual({
      senderMailAddress: "",
      platformSenderMailAddress: "no-reply@gakumu.local",
    });
    // The login modal says where the completion mail comes from: never an empty sender.
    expect(await senderNamedToApplicants()).toEqual(["no-reply@gakumu.local", "no-reply@gakumu.local"]);
  });

  it("saves the organisation's address, which the link names and completion mails come from", async () => {
    const saved = await put({ senderMailAddress: " nyushi@sakura.example.jp " });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().senderMailAddress).toBe("nyushi@sakura.example.jp");
    expect((await t.app.inject({ url: URL, headers: admin })).json().senderMailAddress).toBe(
      "nyushi@sakura.example.jp",
    );
    expect(await senderNamedToApplicants()).toEqual(["nyushi@sakura.example.jp", "nyushi@sakura.example.jp"]);

    const user = await registerUser(t, school);
    const who = { keyHeaders: school.keyHeaders, cookie: user.cookie };
    const sent = await callAs(t, who, "POST", `${ANSWER}/submit`, submitBody(school.formId, goodValues()));
    expect(sent.statusCode).toBe(200);
    const mail = await mailTo(t, user.loginId, "2027年度 推薦入試 出願フォーム 受付完了");
    expect(mail.headers.get("from")).toContain("<nyushi@sakura.example.jp>");
  });

  it("refuses what is not a mail address with the domain's message, and clears with an empty one", async () => {
    await put({ senderMailAddress: "keep@sakura.example.jp" });
    for (const bad of ["nyushi", "入試@sakura.example.jp", "a@b", "x@sakura.example.jp>\r\nBcc: y@z.jp"]) {
      const res = await put({ senderMailAddress: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain("メールアドレスの形式で入力してください");
    }
    expect((await put({ senderMailAddress: `${"a".repeat(250)}@b.jp` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: URL, headers: admin })).json().senderMailAddress).toBe(
      "keep@sakura.example.jp",
    );
    expect((await put({ senderMailAddress: "" })).json().senderMailAddress).toBe("");
    expect(await senderNamedToApplicants()).toEqual(["no-reply@gakumu.local", "no-reply@gakumu.local"]);
  });

  it("lets a reference-only user read but not change it", async () => {
    const viewer = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "viewer" });
    expect((await t.app.inject({ url: URL, headers: viewer })).statusCode).toBe(200);
    expect((await put({ senderMailAddress: "x@sakura.example.jp" }, viewer)).statusCode).toBe(403);
  });
});
