import { describe, expect, it } from "vitest";
import { item, messageOf } from "./answer-test-items.testing";
import { checkAnswerValue } from "./answer-values";

describe("ADDRESS", () => {
  const full = { postalCd: "100-0001", prefectureCd: "13", address1: "千代田区千代田1-1", address2: "" };

  it("accepts a full address and trims its parts", () => {
    const check = checkAnswerValue(item("ADDRESS", { required: true }), { ...full, address1: " 千代田区 " });
    expect(check).toEqual({ ok: true, value: { ...full, address1: "千代田区" } });
  });

  it("reports each part of a required address at its own path", () => {
    const check = checkAnswerValue(item("ADDRESS", { required: true }), {});
    expect(check).toEqual({
      ok: false,
      issues: [
        { path: ["postalCd"], message: "入力してください" },
        { path: ["prefectureCd"], message: "選択してください" },
        { path: ["address1"], message: "入力してください" },
      ],
    });
  });

  it("checks formats and the prefecture code", () => {
    const check = checkAnswerValue(item("ADDRESS"), { ...full, postalCd: "1000001", prefectureCd: "48" });
    expect(check).toMatchObject({
      ok: false,
      issues: [
        { path: ["postalCd"], message: "郵便番号は「123-4567」の形式で入力してください" },
        { path: ["prefectureCd"], message: "選択肢の中から選択してください" },
      ],
    });
    const long = checkAnswerValue(item("ADDRESS"), { ...full, address2: "あ".repeat(201) });
    expect(long).toMatchObject({
      issues: [{ path: ["address2"], message: "200文字以内で入力してください" }],
    });
  });

  it("leaves an optional address empty as null, and refuses a wrong shape", () => {
    expect(checkAnswerValue(item("ADDRESS"), { postalCd: "", address1: " " })).toEqual({
      ok: true,
      value: null,
    });
    expect(checkAnswerValue(item("ADDRESS"), undefined)).toEqual({ ok: true, value: null });
    expect(messageOf(checkAnswerValue(item("ADDRESS"), "東京都"))).toBe("入力形式が正しくありません");
    expect(messageOf(checkAnswerValue(item("ADDRESS"), { ...full, postalCd: 1000001 }))).toBe(
      "入力形式が正しくありません",
    );
  });
});

describe("SCHOOL", () => {
  const schools = [{ value: "J001", label: "市立第一中学校" }];
  const i = item("SCHOOL", { choices: schools, required: true });

  it("takes a listed school with the list's name, or a typed one", () => {
    expect(checkAnswerValue(i, { schoolCd: "J001", schoolName: "" })).toEqual({
      ok: true,
      value: { schoolCd: "J001", schoolName: "市立第一中学校" },
    });
    expect(checkAnswerValue(i, { schoolCd: "", schoolName: " 私立北中学校 " })).toEqual({
      ok: true,
      value: { schoolCd: null, schoolName: "私立北中学校" },
    });
  });

  it.each([
    [{ schoolCd: "J999", schoolName: "" }, "選択肢の中から選択してください", ["schoolCd"]],
    [{ schoolCd: "", schoolName: "" }, "入力してください", ["schoolName"]],
    [{ schoolName: "あ".repeat(101) }, "100文字以内で入力してください", ["schoolName"]],
    [{ schoolName: 5 }, "入力形式が正しくありません", ["schoolName"]],
  ])("%j → %s", (raw, message, path) => {
    expect(checkAnswerValue(i, raw)).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it("lets an optional school stay empty", () => {
    expect(checkAnswerValue(item("SCHOOL"), {})).toEqual({ ok: true, value: null });
  });
});

describe("UPLOAD and FACE_PHOTO", () => {
  const file = (over: object = {}) => ({
    fileId: "f1",
    fileName: "調査書.pdf",
    mimeType: "application/pdf",
    size: 1024,
    status: "ADD",
    ...over,
  });
  const pdfOnly = item("UPLOAD", {
    fileTypes: [4],
    maxFileSizeMb: 2,
    validation: { maxFiles: 2 },
    required: true,
  });

  it("accepts files of the allowed kinds and sizes", () => {
    const check = checkAnswerValue(pdfOnly, [file(), file({ fileId: "f2", status: "NONE" })]);
    expect(check).toMatchObject({ ok: true, value: [{ fileId: "f1" }, { fileId: "f2" }] });
  });

  it.each([
    [[], "ファイルを添付してください"],
    [undefined, "ファイルを添付してください"],
    [[file({ status: "DELETE" })], "ファイルを添付してください"],
    [[file({ mimeType: "image/png" })], "添付できるファイルの種類はPDFです"],
    [
      [file({ mimeType: "application/x-msdownload", fileName: "a.pdf" })],
      "添付できるファイルの種類はPDFです",
    ],
    [[file({ size: 2 * 1024 * 1024 + 1 })], "ファイルサイズは2MB以内にしてください"],
    [[file(), file({ fileId: "f2" }), file({ fileId: "f3" })], "添付できるファイルは2個までです"],
    [[file({ status: "UPLOADED" })], "入力形式が正しくありません"],
    [[file({ fileId: "" })], "入力形式が正しくありません"],
    [[file({ size: -1 })], "入力形式が正しくありません"],
    [file(), "入力形式が正しくありません"],
  ])("%#: %s", (raw, message) => {
    expect(messageOf(checkAnswerValue(pdfOnly, raw))).toBe(message);
  });

  it("does not count a file being deleted, but keeps it in the value", () => {
    const check = checkAnswerValue(pdfOnly, [
      file({ status: "DELETE", mimeType: "image/png" }),
      file({ fileId: "f2" }),
      file({ fileId: "f3" }),
    ]);
    expect(check).toMatchObject({ ok: true, value: [{ status: "DELETE" }, {}, {}] });
  });

  it("allows every kind and one file when the builder chose none, up to 20MB", () => {
    const any = item("UPLOAD");
    expect(messageOf(checkAnswerValue(any, [file({ mimeType: "video/mp4" })]))).toBeNull();
    expect(messageOf(checkAnswerValue(any, [file({ mimeType: "audio/mpeg" })]))).toBeNull();
    expect(messageOf(checkAnswerValue(any, [file({ mimeType: "text/plain" })]))).toBe(
      "添付できるファイルの種類は画像・音声・動画・PDFです",
    );
    expect(messageOf(checkAnswerValue(any, [file(), file({ fileId: "f2" })]))).toBe(
      "添付できるファイルは1個までです",
    );
    expect(messageOf(checkAnswerValue(any, [file({ size: 20 * 1024 * 1024 + 1 })]))).toBe(
      "ファイルサイズは20MB以内にしてください",
    );
    expect(checkAnswerValue(any, [])).toEqual({ ok: true, value: null });
  });

  it("takes one image for a face photo", () => {
    const photo = item("FACE_PHOTO", { required: true, maxFileSizeMb: 5 });
    expect(messageOf(checkAnswerValue(photo, [file({ mimeType: "image/jpeg" })]))).toBeNull();
    expect(messageOf(checkAnswerValue(photo, [file()]))).toBe("添付できるファイルの種類は画像です");
    expect(
      messageOf(
        checkAnswerValue(photo, [
          file({ mimeType: "image/jpeg" }),
          file({ fileId: "f2", mimeType: "image/png" }),
        ]),
      ),
    ).toBe("添付できるファイルは1個までです");
  });
});
