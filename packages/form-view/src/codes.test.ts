import {
  PLAN_DATE_LIST_DEFAULT_MAX as DOMAIN_PLAN_MAX,
  allowedFileTypes as domainAllowedFileTypes,
  FileUploadStatus,
  FORM_FILE_MAX_MB,
  FormItemFileType,
  FormItemType,
  formFileTypeOfMime,
} from "@gakumu/domain";
import { describe, expect, it } from "vitest";
import {
  allowedFileTypes,
  FILE_MAX_MB,
  FILE_STATUS,
  FILE_TYPE_LABELS,
  FILE_TYPES,
  fileTypeOfMime,
  ITEM,
  PLAN_DATE_LIST_DEFAULT_MAX,
} from "./codes";

describe("codes restated without Zod agree with the domain", () => {
  it("item types, file statuses and file kinds", () => {
    for (const code of Object.values(ITEM)) expect(FormItemType.codes).toContain(code);
    expect(Object.values(FILE_STATUS)).toEqual([...FileUploadStatus.codes]);
    expect([...FILE_TYPES]).toEqual([...FormItemFileType.codes]);
    for (const code of FILE_TYPES) expect(FILE_TYPE_LABELS[code]).toBe(FormItemFileType.label(code));
  });

  it("limits and the file-kind rules", () => {
    expect(FILE_MAX_MB).toBe(FORM_FILE_MAX_MB);
    expect(PLAN_DATE_LIST_DEFAULT_MAX).toBe(DOMAIN_PLAN_MAX);
    for (const type of FormItemType.codes)
      for (const files of [[], [4], [1, 3]] as const)
        expect(allowedFileTypes(type, files)).toEqual(domainAllowedFileTypes(type, files));
    for (const mime of [
      "image/png",
      "application/pdf",
      "audio/mpeg",
      "video/mp4",
      "text/plain",
      "IMAGE/JPEG",
    ])
      expect(fileTypeOfMime(mime)).toBe(formFileTypeOfMime(mime));
  });
});
