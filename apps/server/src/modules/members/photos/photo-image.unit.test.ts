import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeJpeg, makePng } from "./photo-fixtures.testing";
import { detectPhotoType, processPhoto } from "./photo-image";
import { DEFAULT_PHOTO_LIMITS, photoLimitsFrom } from "./photo-limits";

const limits = DEFAULT_PHOTO_LIMITS;
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: Error) => error.message,
  );

describe("photo type detection", () => {
  it("knows JPEG and PNG by their first bytes, whatever the file is called", async () => {
    expect(detectPhotoType(await makeJpeg(10, 10))).toBe("image/jpeg");
    expect(detectPhotoType(await makePng(10, 10))).toBe("image/png");
    expect(detectPhotoType(Buffer.from("MZ\x90\x00\x03 this program cannot be run in DOS mode"))).toBeNull();
    expect(detectPhotoType(Buffer.from("GIF89a"))).toBeNull();
    expect(detectPhotoType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectPhotoType(Buffer.alloc(0))).toBeNull();
  });
});

describe("photo processing", () => {
  it("turns an EXIF-rotated JPEG upright, drops its metadata and makes a 160px thumbnail", async () => {
    const original = await makeJpeg(400, 300, { orientation: 6 });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const photo = await processPhoto(original, limits);
    expect(photo).toMatchObject({ mimeType: "image/jpeg", width: 300, height: 400 });
    const stored = await sharp(photo.image).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 300, height: 400 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    const thumb = await sharp(photo.thumbnail).metadata();
    expect(thumb).toMatchObject({ format: "jpeg", width: 120, height: 160 });
  });

  it("keeps a PNG a PNG and puts its thumbnail on white", async () => {
    const photo = await processPhoto(await makePng(300, 400), limits);
    expect(photo.mimeType).toBe("image/png");
    expect((await sharp(photo.image).metadata()).format).toBe("png");
    expect((await sharp(photo.thumbnail).metadata()).hasAlpha).toBe(false);
  });

  it("refuses what is not a JPEG or PNG, with the message the person can act on", async () => {
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(2000, 1)]);
    expect(await rejection(processPhoto(exe, limits))).toBe("JPEGまたはPNG形式の画像を選択してください");
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    expect(await rejection(processPhoto(fakeJpeg, limits))).toBe("JPEGまたはPNG形式の画像を選択してください");
    const truncated = (await makeJpeg(400, 500)).subarray(0, 400);
    expect(await rejection(processPhoto(truncated, limits))).toBe(
      "JPEGまたはPNG形式の画像を選択してください",
    );
    expect(await rejection(processPhoto(Buffer.alloc(0), limits))).toBe("画像ファイルを選択してください");
  });

  it("enforces the organisation's file size and dimensions", async () => {
    const strict = photoLimitsFrom(
      new Map([
        ["MAX_FILE_SIZE_KB", "1"],
        ["MAX_WIDTH", "500"],
        ["MAX_HEIGHT", "500"],
      ]),
    );
    expect(await rejection(processPhoto(await makeJpeg(300, 400, { noisy: true }), strict))).toBe(
      "画像のファイルサイズが大きすぎます。1KB以下の画像を選択してください",
    );
    const wide = { ...strict, maxFileSizeKb: 1000 };
    expect(await rejection(processPhoto(await makeJpeg(600, 400), wide))).toBe(
      "画像が大きすぎます。幅500×高さ500ピクセル以下の画像を選択してください（選択した画像: 600×400ピクセル）",
    );
    expect(await rejection(processPhoto(await makeJpeg(200, 400), limits))).toBe(
      "画像が小さすぎます。幅240×高さ320ピクセル以上の画像を選択してください（選択した画像: 200×400ピクセル）",
    );
  });
});

describe("photo limits", () => {
  it("takes positive whole numbers from the parameters and defaults for anything else", () => {
    expect(photoLimitsFrom(new Map())).toEqual(DEFAULT_PHOTO_LIMITS);
    expect(
      photoLimitsFrom(
        new Map([
          ["MAX_FILE_SIZE_KB", " 2048 "],
          ["MIN_WIDTH", "0"],
          ["MIN_HEIGHT", "abc"],
          ["MAX_WIDTH", "-5"],
          ["MAX_HEIGHT", "3000"],
        ]),
      ),
    ).toEqual({ ...DEFAULT_PHOTO_LIMITS, maxFileSizeKb: 2048, maxHeight: 3000 });
  });
});
