import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import {
  type Headers,
  type MemberFixture,
  newGrade,
  newHierarchyNode,
  newMember,
  type TenantFixture,
} from "../../../test/factories";
import { newMemberPhoto } from "../../../test/factories/member-photo.factory";
import { newSchool } from "../../../test/member-accounts/member-account-test-kit";
import { useTestApp } from "../../../test/test-app";

const BASE = "/app/api/v2/member-cards";

async function pdfOf(body: Buffer) {
  const doc = await PDFDocument.load(body);
  return { doc, pages: doc.getPageCount(), title: doc.getTitle() };
}

describe("会員証印刷: settings, preview and the A4 sheet", () => {
  const t = useTestApp();
  let school: TenantFixture;
  let other: TenantFixture;
  let viewer: Headers;
  let classA: { divisionCd: string; name: string };
  const members: MemberFixture[] = [];

  beforeAll(async () => {
    school = await newSchool(t);
    other = await newSchool(t);
    viewer = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "viewer" });
    await newGrade(t, school, 1);
    classA = await newHierarchyNode(t, school);
    for (let i = 0; i < 12; i++)
      members.push(await newMember(t, school, { grade: 1, path: [classA.divisionCd] }));
    const photo = await newMemberPhoto(t, school, members[0]!);
    const approved = await call("POST", `/app/api/v2/photo-approval/photos/${photo.photoId}/approve`, {
      version: photo.memberVersion,
    });
    expect(approved.statusCode).toBe(200);
    await newMember(t, other);
  });

  const call = (
    method: "GET" | "PUT" | "POST",
    url: string,
    payload?: object,
    headers: Headers = school.headers,
  ) => t.app.inject({ method, url, headers, payload });
  const print = (payload: object, headers?: Headers) => call("POST", `${BASE}/print`, payload, headers);

  it("saves the print settings per organisation and refuses bad ones in Japanese", async () => {
    expect((await call("GET", `${BASE}/setting`)).json()).toMatchObject({
      cardTitle: "会員証",
      barcodeType: 2,
    });
    const saved = await call("PUT", `${BASE}/setting`, {
      cardTitle: "生徒証",
      barcodeType: 12,
      fields: { nameKana: true, placement: true, photo: true, barcode: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ cardTitle: "生徒証", barcodeType: 12 });
    expect((await call("GET", `${BASE}/setting`, undefined, other.headers)).json().cardTitle).toBe("会員証");

    const bad = await call("PUT", `${BASE}/setting`, {
      cardTitle: "",
      barcodeType: 17,
      fields: { nameKana: true, placement: true, photo: true, barcode: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("券面のタイトルを入力してください");
    expect(bad.body).toContain("バーコードの種類が正しくありません");
    expect((await call("PUT", `${BASE}/setting`, saved.json(), viewer)).statusCode).toBe(403);
  });

  it("offers the organisation's grades, classes and the 16 barcode types", async () => {
    const options = (await call("GET", `${BASE}/options`)).json();
    expect(options.barcodeTypes).toHaveLength(16);
    expect(options.barcodeTypes[2]).toMatchObject({
      code: 3,
      label: "EAN-13（JAN-13）",
      hint: "数字12桁まで",
    });
    expect(options.grades.map((g: { grade: number }) => g.grade)).toEqual([1]);
    expect(options.placements.some((p: { placementCd: string }) => p.placementCd === classA.divisionCd)).toBe(
      true,
    );
  });

  it("prints a class ten to an A4 page, and previews one card", async () => {
    const res = await print({
      target: { kind: "placement", placementCd: classA.divisionCd },
      validUntil: "2027-03-31",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["x-card-count"]).toBe("12");
    const sheet = await pdfOf(res.rawPayload);
    expect(sheet.pages).toBe(2);
    expect(sheet.title).toBe("生徒証");
    const [first] = sheet.doc.getPages();
    expect(Math.round(first!.getWidth() / (72 / 25.4))).toBe(210);
    expect(Math.round(first!.getHeight() / (72 / 25.4))).toBe(297);
    // One barcode image per card, plus the one approved photo on the first page.
    const images = (page: number) => {
      const xObjects = sheet.doc.getPages()[page]!.node.Resources()!.lookup(PDFName.of("XObject"), PDFDict);
      return xObjects.keys().length;
    };
    expect(images(0)).toBe(11);
    expect(images(1)).toBe(2);

    const preview = await call("POST", `${BASE}/preview`, {
      target: { kind: "members", memberIds: [members[0]!.memberId] },
      validUntil: "2027-03-31",
    });
    expect(preview.statusCode).toBe(200);
    const card = await pdfOf(preview.rawPayload);
    expect(card.pages).toBe(1);
    expect(Math.round(card.doc.getPage(0).getWidth() / (72 / 25.4))).toBe(91);
    expect(Math.round(card.doc.getPage(0).getHeight() / (72 / 25.4))).toBe(55);
  });

  it("refuses what cannot be printed with a Japanese reason", async () => {
    const theirs = await print({
      target: { kind: "members", memberIds: ["NOBODY"] },
      validUntil: "2027-03-31",
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.body).toContain("印刷できるメンバーがいません");
    const date = await print({ target: { kind: "grade", grade: 1 }, validUntil: "2027-02-30" });
    expect(date.body).toContain("有効期限はyyyy-MM-dd形式の正しい日付で入力してください");
    const many = await print({
      target: { kind: "members", memberIds: Array.from({ length: 501 }, (_, i) => `X${i}`) },
      validUntil: "2027-03-31",
    });
    expect(many.body).toContain("一度に印刷できるのは500人までです");
    // Member ids with letters cannot become an EAN-13 (digits only).
    await call("PUT", `${BASE}/setting`, {
      cardTitle: "生徒証",
      barcodeType: 3,
      fields: { nameKana: true, placement: true, photo: true, barcode: true },
    });
    const ean = await print({ target: { kind: "grade", grade: 1 }, validUntil: "2027-03-31" });
    expect(ean.statusCode).toBe(400);
    expect(ean.body).toContain("EAN-13（JAN-13）のバーコードにできません");
    // Another school's administrator names this school's class: nobody of theirs is in it.
    const intruder = await print(
      { target: { kind: "placement", placementCd: classA.divisionCd }, validUntil: "2027-03-31" },
      other.headers,
    );
    expect(intruder.statusCode).toBe(400);
    // Reference-only staff may print (reading members), but only with the menu.
    expect(
      (await print({ target: { kind: "grade", grade: 9 }, validUntil: "2027-03-31" }, viewer)).statusCode,
    ).toBe(400);
  });
});
