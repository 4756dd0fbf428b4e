import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { Database } from "../../src/db/client";
import type { PlatformServices } from "../../src/platform/services";

/** What a factory needs of the test app: the app to call and the database to write. */
export interface FactoryContext extends Pick<PlatformServices, "mailer" | "jobs"> {
  app: FastifyInstance;
  database: Database;
}

export type Headers = Record<string, string>;

/** Calls the app and insists on the expected status, naming the call when it fails. */
export async function expectCall(
  t: FactoryContext,
  request: InjectOptions,
  status: number,
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject(request);
  if (res.statusCode !== status)
    throw new Error(
      `${request.method ?? "GET"} ${request.url} → ${res.statusCode} ${res.body.slice(0, 300)}`,
    );
  return res;
}

let sequence = 0;

/** A short code unique in this process, for codes and ids a tenant must not share with another. */
export const uniqueCode = (prefix: string) =>
  `${prefix}${(++sequence).toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
