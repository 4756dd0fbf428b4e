import pg from "pg";

/** One template per run, so two runs on one server (a developer and CI) do not collide. */
export function postgresTemplateName(): string {
  return `gakumu_tpl_${process.pid}`;
}

export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The same server URL pointing at another database on it. */
export function databaseUrl(serverUrl: string, database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}
