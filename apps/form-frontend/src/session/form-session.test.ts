// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  clearFormLogin,
  defaultFormSession,
  FORM_SESSION_STORAGE_KEY,
  formSession,
  loadFormSession,
  updateFormSession,
} from "./form-session";

afterEach(() => {
  formSession.set(defaultFormSession());
  sessionStorage.clear();
});

describe("form-mode session (spec §3.1)", () => {
  it("has every key of the spec with its default", () => {
    const session = defaultFormSession();
    expect(Object.keys(session).sort()).toEqual(
      [
        "accessKey",
        "processMode",
        "organizationCd",
        "form",
        "formCd",
        "organization",
        "parameters",
        "divisions",
        "almaMaters",
        "login",
        "loginPage",
        "formUser",
        "importFields",
        "senderMailAddress",
        "divisionRequiredSettingDefault",
        "ocAnswerCd",
        "ga4Ids",
        "gtmIds",
        "formListSearchCondition",
        "ocScheduleInformation",
        "ocScheduleDetailList",
        "ocScheduleDetailListOnlyAnswered",
        "ocRouteDetailList",
      ].sort(),
    );
    expect(session.processMode).toBe(-1);
    expect(session.loginPage).toBe("mypage");
    expect(session.login).toBe(false);
  });

  it("is kept in session storage, not local storage", () => {
    updateFormSession({ accessKey: "K", login: true });
    const stored = JSON.parse(sessionStorage.getItem(FORM_SESSION_STORAGE_KEY) ?? "{}");
    expect(stored).toMatchObject({ accessKey: "K", login: true, processMode: -1 });
    expect(localStorage.getItem(FORM_SESSION_STORAGE_KEY)).toBeNull();
  });

  it("reloads over the defaults: unknown keys dropped, missing keys filled", () => {
    sessionStorage.setItem(FORM_SESSION_STORAGE_KEY, JSON.stringify({ accessKey: "K", stale: 1 }));
    const session = loadFormSession();
    expect(session.accessKey).toBe("K");
    expect(session.loginPage).toBe("mypage");
    expect("stale" in session).toBe(false);
  });

  it("survives broken storage content", () => {
    sessionStorage.setItem(FORM_SESSION_STORAGE_KEY, "{not json");
    expect(loadFormSession()).toEqual(defaultFormSession());
  });

  it("logout clears login, user and access key (spec §4) and keeps the rest", () => {
    updateFormSession({
      accessKey: "K",
      login: true,
      formUser: { formUserId: 1, loginId: "a@example.jp", lineDisplayName: null },
      organizationCd: "org",
    });
    clearFormLogin();
    expect(formSession.get()).toMatchObject({
      accessKey: null,
      login: false,
      formUser: null,
      organizationCd: "org",
    });
  });
});
