import { afterEach, describe, expect, it } from "vitest";
import { newSubmissionToken } from "./submission-token";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const original = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), "randomUUID");

describe("submission token", () => {
  afterEach(() => {
    delete (crypto as { randomUUID?: unknown }).randomUUID;
    if (original) Object.defineProperty(Object.getPrototypeOf(crypto), "randomUUID", original);
  });

  it("is a UUID v4", () => {
    expect(newSubmissionToken()).toMatch(UUID_V4);
  });

  it("is one also where randomUUID is missing (a form served over plain http)", () => {
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    const token = newSubmissionToken();
    expect(token).toMatch(UUID_V4);
    expect(newSubmissionToken()).not.toBe(token);
  });
});
