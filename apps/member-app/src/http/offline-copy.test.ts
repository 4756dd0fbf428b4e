import { describe, expect, it } from "vitest";
import { OFFLINE_COPY_HEADER as WORKER_HEADER } from "../sw/caches";
import { isOfflineCopy, noteAnswer, OFFLINE_COPY_HEADER } from "./offline-copy";

describe("the kept copy's mark", () => {
  it("is the header the service worker writes, and the next answer from the network clears it", () => {
    expect(OFFLINE_COPY_HEADER).toBe(WORKER_HEADER);
    noteAnswer(new Response("{}", { headers: { [OFFLINE_COPY_HEADER]: "1" } }));
    expect(isOfflineCopy()).toBe(true);
    noteAnswer(new Response("{}"));
    expect(isOfflineCopy()).toBe(false);
  });
});
