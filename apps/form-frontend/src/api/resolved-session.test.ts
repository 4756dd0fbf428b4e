import { describe, expect, it } from "vitest";
import { defaultFormSession } from "../session/form-session";
import type { ResolvedAccessKey } from "./form-api";
import { sessionFromResolved } from "./resolved-session";

const resolved: ResolvedAccessKey = {
  organization: { name: "学務高等学校", organizationCd: "gakumu-high", processMode: 2 },
  form: {
    formId: 12,
    formCd: "F0012",
    formType: "APPLICATION",
    title: "入学願書",
    loginRequired: 1,
    accountRegistrationRequired: true,
    reception: "OPEN",
  },
  accessKey: { dataType: "FORM", expiresAt: null, inviteeName: null, inviteeMailAddress: null },
  route: "/12/answer",
  senderMailAddress: "",
  analytics: { ga4Ids: [], gtmIds: [] },
};

const user = { formUserId: 7, loginId: "a@example.jp", lineDisplayName: null };

describe("session after opening a link", () => {
  it("reads the form's sender and account registration from the route's answer", () => {
    const session = sessionFromResolved(
      "KEY",
      {
        ...resolved,
        form: { ...resolved.form, accountRegistrationRequired: false },
        senderMailAddress: "s@example.jp",
      },
      defaultFormSession(),
    );
    expect(session.form?.isAccountRegistration).toBe(false);
    expect(session.senderMailAddress).toBe("s@example.jp");
  });

  it("stores the organisation and the form (spec §3.1) and routes logins into the form", () => {
    const session = sessionFromResolved("KEY", resolved, defaultFormSession());
    expect(session).toMatchObject({
      accessKey: "KEY",
      processMode: 2,
      organizationCd: "gakumu-high",
      formCd: "F0012",
      organization: { name: "学務高等学校" },
      form: { formId: 12, title: "入学願書", isAccountRegistration: true, loginRequired: 1, answer: null },
      loginPage: "form",
      senderMailAddress: "",
    });
  });

  it("keeps the login within the organisation and drops it for another", () => {
    const previous = {
      ...defaultFormSession(),
      organizationCd: "gakumu-high",
      login: true,
      formUser: user,
      ocAnswerCd: "OC1",
    };
    expect(sessionFromResolved("KEY", resolved, previous)).toMatchObject({
      login: true,
      formUser: user,
      ocAnswerCd: null,
    });
    const other = { ...previous, organizationCd: "another" };
    expect(sessionFromResolved("KEY", resolved, other)).toMatchObject({ login: false, formUser: null });
  });
});
