import { describe, expect, it } from "vitest";
import { readErrorBody } from "./error-body";

describe("readErrorBody", () => {
  it("reads the platform's JSON error body", () => {
    expect(
      readErrorBody(
        ' {"code":"CONFLICT","message":"更新されています","details":[{"path":"a","message":"b"}]}',
      ),
    ).toEqual({
      code: "CONFLICT",
      message: "更新されています",
      details: [{ path: "a", message: "b" }],
    });
  });
  it("ignores fields of the wrong type", () => {
    expect(readErrorBody('{"code":1,"message":null,"details":"x"}')).toEqual({
      code: undefined,
      message: undefined,
      details: [],
    });
  });
  it.each(["<html>502 Bad Gateway</html>", "{not json", "IP address not approval.", ""])(
    "gives null for %j",
    (text) => {
      expect(readErrorBody(text)).toBeNull();
    },
  );
});
