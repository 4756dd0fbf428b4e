// LINE's Messaging API on 127.0.0.1 for tests (never imported by src code): multicast and push with
// X-Line-Retry-Key as LINE treats it (a key already accepted answers 409 and sends nothing), the
// monthly quota and its consumption, and answers the tests ask for: 429 with the monthly limit spent,
// 429 rate limit, 500, or a request accepted whose answer is lost (500 after accepting).
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface LineRequest {
  path: string;
  retryKey: string | undefined;
  to: string[];
  texts: string[];
  /** What the stand-in answered. */
  status: number;
}

/** What the next requests get, one per request, before normal answers resume. */
export type LineAnswer = "quota-spent" | "rate-limited" | "server-error" | "accept-then-fail";

export interface LineApiStandIn {
  url: string;
  token: string;
  /** Every send request, answered or refused, in order. */
  requests: LineRequest[];
  /** Messages LINE accepted per user id (what phones would show). */
  delivered: Map<string, string[]>;
  /** Answers for the next send requests, first in first out. */
  answerNext(...answers: LineAnswer[]): void;
  /** The monthly limit ("none" for none); consumption counts accepted recipients. */
  quota: { limit: number | "none"; used: number };
  close(): Promise<void>;
}

const MAX_TO = 500;

export async function startLineApiStandIn(token = "loopback-line-token-0123456789"): Promise<LineApiStandIn> {
  const accepted = new Set<string>();
  const planned: LineAnswer[] = [];
  const stand: Omit<LineApiStandIn, "url" | "close"> = {
    token,
    requests: [],
    delivered: new Map(),
    answerNext: (...answers) => planned.push(...answers),
    quota: { limit: 1000, used: 0 },
  };
  const json = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.headers.authorization !== `Bearer ${token}`)
        return json(res, 401, {
          message:
            "Authentication failed. Confirm that the access token in the authorization header is valid.",
        });
      const path = req.url ?? "";
      if (req.method === "GET" && path === "/v2/bot/message/quota")
        return json(
          res,
          200,
          stand.quota.limit === "none" ? { type: "none" } : { type: "limited", value: stand.quota.limit },
        );
      if (req.method === "GET" && path === "/v2/bot/message/quota/consumption")
        return json(res, 200, { totalUsage: stand.quota.used });
      if (req.method !== "POST" || (path !== "/v2/bot/message/multicast" && path !== "/v2/bot/message/push"))
        return json(res, 404, { message: "Not found" });

      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        to: string | string[];
        messages: { type: string; text: string }[];
      };
      const to = Array.isArray(body.to) ? body.to : [body.to];
      const retryKey = req.headers["x-line-retry-key"] as string | undefined;
      const record = (status: number) =>
        stand.requests.push({ path, retryKey, to, texts: body.messages.map((m) => m.text), status });
      if (to.length > MAX_TO || to.length === 0) {
        record(400);
        return json(res, 400, { message: "The request body has 1 error(s)", details: [{ property: "to" }] });
      }
      if (retryKey && accepted.has(retryKey)) {
        record(409);
        return json(
          res,
          409,
          { message: "The retry key is already accepted", sentMessages: [] },
          {
            "x-line-accepted-request-id": retryKey,
          },
        );
      }
      const answer = planned.shift();
      if (answer === "quota-spent") {
        record(429);
        return json(res, 429, { message: "You have reached your monthly limit." });
      }
      if (answer === "rate-limited") {
        record(429);
        return json(res, 429, { message: "The API rate limit has been exceeded. Try again later." });
      }
      if (answer === "server-error") {
        record(500);
        return json(res, 500, { message: "An error occurred in the server." });
      }
      if (stand.quota.limit !== "none" && stand.quota.used + to.length > stand.quota.limit) {
        record(429);
        return json(res, 429, { message: "You have reached your monthly limit." });
      }
      if (retryKey) accepted.add(retryKey);
      stand.quota.used += to.length;
      for (const id of to)
        stand.delivered.set(id, [...(stand.delivered.get(id) ?? []), ...body.messages.map((m) => m.text)]);
      // accepted, but the answer is lost on the way back: the sender cannot know it went out.
      if (answer === "accept-then-fail") {
        record(500);
        return json(res, 500, { message: "An error occurred in the server." });
      }
      record(200);
      return json(res, 200, path.endsWith("push") ? { sentMessages: [{ id: "1", quoteToken: "q" }] } : {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...stand,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
