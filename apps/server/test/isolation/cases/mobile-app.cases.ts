import { apiHeaders } from "../../auth-helpers";
import { type FactoryContext, newMember } from "../../factories";
import { registerByQr } from "../../member-accounts/member-account-test-kit";
import { own, type RouteCases } from "../route-case";
import type { Intruder } from "../seed-tenants";

// アプリ設定, アプリメニュー設定 and 会員証印刷: B's administrator works on B's own organisation
// whatever A's codes B sends; B's member reads B's app profile; the manifest is public by design.

const M = "/app/api/v2/mobile-app";
const C = "/app/api/v2/member-cards";

async function intruderMember(b: Intruder, t: FactoryContext) {
  const m = await newMember(t, b.s);
  return { ...apiHeaders, cookie: await registerByQr(t, b.s, m.id) };
}

// B's own values: A's marker in B's settings would read as A's data in B's answers.
const appSetting = {
  displayName: "B学園アプリ",
  themeColour: "#1f4e79",
  welcomeMessage: "",
  contactTel: "",
  contactMail: "",
  features: ["inbox"],
};

const cardSetting = {
  cardTitle: "生徒証",
  barcodeType: 12,
  fields: { nameKana: true, placement: true, photo: true, barcode: true },
};

export const mobileAppCases: RouteCases = {
  [`GET ${M}/setting`]: own(() => [{ url: `${M}/setting`, as: "staff" }]),
  [`PUT ${M}/setting`]: own(() => [{ url: `${M}/setting`, as: "staff", payload: appSetting }]),
  [`GET ${M}/menu`]: own(() => [{ url: `${M}/menu`, as: "staff" }]),
  [`PUT ${M}/menu`]: own(() => [
    {
      url: `${M}/menu`,
      as: "staff",
      payload: { entries: [{ kind: "link", label: "HP", url: "https://b.example.jp/", visible: true }] },
    },
  ]),
  "GET /app/api/member-app/profile": own(async (_a, b, t) => [
    { url: "/app/api/member-app/profile", headers: await intruderMember(b, t) },
  ]),
  "GET /app/api/member-app/manifest.webmanifest": {
    expect: {
      kind: "status",
      status: [200],
      why: "public by design: a school's app name and colour are what anyone installing its app sees",
    },
    calls: (a) => [
      {
        url: `/app/api/member-app/manifest.webmanifest?tenantCd=${a.s.tenant.tenantCd}&organizationCd=${a.s.organization.organizationCd}`,
        as: "key",
      },
    ],
  },
  [`GET ${C}/setting`]: own(() => [{ url: `${C}/setting`, as: "staff" }]),
  [`PUT ${C}/setting`]: own(() => [{ url: `${C}/setting`, as: "staff", payload: cardSetting }]),
  [`GET ${C}/options`]: own(() => [{ url: `${C}/options`, as: "staff" }]),
  [`POST ${C}/print`]: {
    expect: { kind: "status", status: [400], why: "none of A's members is B's to print" },
    calls: (a) => [
      {
        url: `${C}/print`,
        as: "staff",
        payload: { target: { kind: "members", memberIds: [a.member.memberId] }, validUntil: "2027-03-31" },
      },
    ],
  },
  [`POST ${C}/preview`]: {
    expect: { kind: "status", status: [400], why: "A's class holds none of B's members" },
    calls: (a) => [
      {
        url: `${C}/preview`,
        as: "staff",
        payload: { target: { kind: "placement", placementCd: a.node.divisionCd }, validUntil: "2027-03-31" },
      },
    ],
  },
};
