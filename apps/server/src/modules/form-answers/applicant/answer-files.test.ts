import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useFormUserTestApp } from "../../../../test/form-users/form-user-test-app";
import { sampleDefinition } from "../../../../test/forms/form-test-kit";
import { removeUnattachedFiles } from "../files/answer-file-cleanup";
import { formAnswerFile } from "../form-answers.tables";
import {
  ANSWER,
  type AnswerSchool,
  callAs,
  createAnswerSchool,
  goodValues,
  pdfBytes,
  registerUser,
  submitBody,
  upload,
} from "./applicant-test-kit.testing";

const withPhoto = () => {
  const sections = sampleDefinition().sections as object[];
  return {
    sections: [
      ...sections,
      { title: "写真", items: [{ itemKey: "photo", itemType: "FACE_PHOTO", label: "顔写真" }] },
    ],
  };
};

describe("answer files: upload, attach, download, cleanup", () => {
  const t = useFormUserTestApp();
  let school: AnswerSchool;
  let fileRoot: string;
  beforeAll(async () => {
    school = await createAnswerSchool(t, withPhoto());
    fileRoot = path.join(path.dirname(t.exports.directory), "form-files");
  });
  const fileRow = async (fileId: string) =>
    (await t.database.db.select().from(formAnswerFile).where(eq(formAnswerFile.id, fileId)))[0];

  async function applicant() {
    const user = await registerUser(t, school);
    return { ...school, cookie: user.cookie, user };
  }

  it("refuses an .exe renamed .pdf and a file over the item's limit, in Japanese", async () => {
    const me = await applicant();
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(1024, 1)]);
    const res = await upload(t, me, { formId: school.formId, itemKey: "report" }, [
      { name: "調査書.pdf", bytes: exe, type: "application/pdf" },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("ファイルの種類を確認できませんでした。添付できるファイルはPDFです。");
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00f" } })
      .png()
      .toBuffer();
    const wrongKind = await upload(t, me, { formId: school.formId, itemKey: "report" }, [
      { name: "a.pdf", bytes: png },
    ]);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toContain("PDF");
    const big = await upload(t, me, { formId: school.formId, itemKey: "report" }, [
      { name: "big.pdf", bytes: pdfBytes(6 * 1024 * 1024) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("ファイルサイズは5MB以内にしてください");
    const rows = await t.database.db
      .select()
      .from(formAnswerFile)
      .where(eq(formAnswerFile.formId, school.formId));
    expect(rows.filter((r) => r.formUserId === me.user.formUserId)).toHaveLength(0);
  });

  it("attaches an upload with the server's name, type and size, and lets only the owner download it", async () => {
    const me = await applicant();
    const up = await upload(t, me, { formId: school.formId, itemKey: "report" }, [
      { name: "../../調査書.pdf", bytes: pdfBytes() },
    ]);
    expect(up.statusCode, up.body).toBe(200);
    const [file] = up.json().files;
    expect(file).toMatchObject({
      fileName: "調査書.pdf",
      mimeType: "application/pdf",
      size: 2048,
      status: "ADD",
    });

    const forged = { ...file, fileName: "偽物.exe", mimeType: "application/pdf", size: 1 };
    const sent = await callAs(
      t,
      me,
      "POST",
      `${ANSWER}/submit`,
      submitBody(school.formId, goodValues({ report: [forged] })),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const current = (await callAs(t, me, "GET", `${ANSWER}/current?formId=${school.formId}`)).json().answer;
    expect(current.values.report).toEqual([{ ...file, status: "NONE" }]);
    expect((await fileRow(file.fileId))!.formAnswerId).toBe(sent.json().answerId);

    const download = await callAs(t, me, "POST", `${ANSWER}/file/download`, { fileId: file.fileId });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toContain(
      "filename*=UTF-8''%E8%AA%BF%E6%9F%BB%E6%9B%B8.pdf",
    );
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const stranger = await applicant();
    const theirs = await callAs(t, stranger, "POST", `${ANSWER}/file/download`, { fileId: file.fileId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("指定されたファイルが見つかりません。");
    const reuse = await callAs(
      t,
      stranger,
      "POST",
      `${ANSWER}/submit`,
      submitBody(school.formId, goodValues({ report: [file] })),
    );
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().details[0]).toEqual({
      path: "values.report.0",
      message: "添付ファイルが見つかりません。もう一度添付してください。",
    });

    const otherTenant = await createAnswerSchool(t);
    const outsider = await registerUser(t, otherTenant);
    const far = await callAs(
      t,
      { ...otherTenant, cookie: outsider.cookie },
      "POST",
      `${ANSWER}/file/download`,
      { fileId: file.fileId },
    );
    expect(far.statusCode).toBe(404);
  });

  it("removes a file the edited answer marks DELETE, row and content", async () => {
    const edit = await createAnswerSchool(t, { editableAfterSubmit: true });
    const user = await registerUser(t, edit);
    const me = { ...edit, cookie: user.cookie };
    const [file] = (
      await upload(t, me, { formId: edit.formId, itemKey: "report" }, [{ name: "a.pdf", bytes: pdfBytes() }])
    ).json().files;
    const sent = (
      await callAs(t, me, "POST", `${ANSWER}/submit`, submitBody(edit.formId, goodValues({ report: [file] })))
    ).json();
    const stored = (await fileRow(file.fileId))!;
    expect(fs.existsSync(path.join(fileRoot, stored.storagePath))).toBe(true);
    const edited = await callAs(
      t,
      me,
      "POST",
      `${ANSWER}/submit`,
      submitBody(edit.formId, goodValues({ report: [{ ...file, status: "DELETE" }] }), {
        version: sent.version,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await fileRow(file.fileId)).toBeUndefined();
    expect(fs.existsSync(path.join(fileRoot, stored.storagePath))).toBe(false);
  });

  it("re-encodes a face photo upright without its EXIF", async () => {
    const me = await applicant();
    const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#c00" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "秘密の場所", Make: "TestCam" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const up = await upload(t, me, { formId: school.formId, itemKey: "photo" }, [
      { name: "face.jpg", bytes: photo },
    ]);
    expect(up.statusCode, up.body).toBe(200);
    const [file] = up.json().files;
    const download = await callAs(t, me, "POST", `${ANSWER}/file/download`, { fileId: file.fileId });
    expect(download.statusCode).toBe(200);
    const meta = await sharp(download.rawPayload).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(download.rawPayload.includes(Buffer.from("TestCam"))).toBe(false);

    const pdf = await upload(t, me, { formId: school.formId, itemKey: "photo" }, [
      { name: "face.pdf", bytes: pdfBytes() },
    ]);
    expect(pdf.statusCode).toBe(400);
    const two = await upload(t, me, { formId: school.formId, itemKey: "photo" }, [
      { name: "a.jpg", bytes: photo },
      { name: "b.jpg", bytes: photo },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe("添付できるファイルは1個までです");
  });

  it("takes uploads without login on a form that needs none, and cleans up what no answer named", async () => {
    const open = await createAnswerSchool(t, { loginRequired: 0 });
    const up = await upload(t, open, { formId: open.formId, itemKey: "report" }, [
      { name: "a.pdf", bytes: pdfBytes() },
    ]);
    expect(up.statusCode, up.body).toBe(200);
    const [file] = up.json().files;
    const mine = await callAs(t, open, "POST", `${ANSWER}/file/download`, { fileId: file.fileId });
    expect(mine.statusCode).toBe(200);
    const needsLogin = await upload(t, school, { formId: school.formId, itemKey: "report" }, [
      { name: "a.pdf", bytes: pdfBytes() },
    ]);
    expect(needsLogin.statusCode).toBe(401);

    const row = (await fileRow(file.fileId))!;
    expect(await removeUnattachedFiles(t.database.db, fileRoot)).toBe(0);
    expect(
      await removeUnattachedFiles(t.database.db, fileRoot, new Date(Date.now() + 25 * 3_600_000)),
    ).toBeGreaterThan(0);
    expect(await fileRow(file.fileId)).toBeUndefined();
    expect(fs.existsSync(path.join(fileRoot, row.storagePath))).toBe(false);
  });
});
