import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { parseTrustedProxies } from "./platform/http/trust-proxy";
import { retentionSettings } from "./platform/retention/retention-settings";

/** Repository root, so relative paths mean the same whether started from the root or a workspace. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database and uploaded files live. */
  DATA_DIR: z.string().default("data"),
  /** postgres://… switches from the embedded database to a PostgreSQL server. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** all = web + job workers in one process; web = HTTP only; worker = jobs only. */
  ROLE: z.enum(["all", "web", "worker"]).default("all"),
  /** smtp://user:pass@host:port or smtps://…; unset keeps every mail in the outbox table. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("学務 <no-reply@gakumu.local>"),
  /** The address people reach the platform at, used in mailed links. */
  PUBLIC_URL: z.string().url().optional(),
  /** LINE's Messaging API (organisations' official accounts); tests point it at a loopback stand-in. */
  LINE_API_URL: z.string().url().default("https://api.line.me"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seed the demo school on first start of an empty database. */
  SEED_DEMO: booleanFlag.default(true),
  /**
   * The load balancers in front, by address or CIDR (comma-separated): X-Forwarded-* is believed only
   * from them. false (default) believes nobody.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((raw, ctx) => {
      const parsed = parseTrustedProxies(raw);
      if ("value" in parsed) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.problem });
      return z.NEVER;
    }),
  /**
   * Key for secrets kept in the database (TOTP secrets): 32 random bytes in base64. When unset, a key
   * is generated once into DATA_DIR/secret.key; production with several processes must set it.
   */
  SECRET_KEY: z
    .string()
    .refine((v) => Buffer.from(v, "base64").length === 32, "32 バイトを base64 で指定してください")
    .optional(),
  /** The tenant a login belongs to when the request names none and the database holds several. */
  DEFAULT_TENANT: z.string().optional(),
  /** A session ends this many hours after login, however active. */
  SESSION_MAX_HOURS: z.coerce.number().min(1).max(720).default(12),
  /**
   * Where JMA's Atom feeds (eqvol.xml) are read for the automatic safety send; another address (a
   * mirror, a loopback server in tests) serves the same files.
   */
  JMA_BASE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), "http:// または https:// のアドレスを指定してください")
    .transform((v) => v.replace(/\/+$/, ""))
    .default("https://www.data.jma.go.jp/developer/xml/feed"),
  /**
   * JMA reports issued (Control/DateTime) longer ago than this are logged and never sent: a fresh
   * install or a poller back from an outage finds the feed's older reports still listed.
   */
  JMA_MAX_REPORT_AGE_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /**
   * Push endpoints (a browser's subscription) may be at loopback or private addresses: only for a
   * loopback push service in tests. Off, only public https endpoints on port 443 are stored or sent to.
   */
  PUSH_ALLOW_PRIVATE_NETWORK: booleanFlag.default(false),
  /** Serve the built SPAs (set false when a CDN or reverse proxy serves them). */
  SERVE_SPA: booleanFlag.default(true),
  /** RETENTION_*_DAYS: how long old rows are kept before the nightly purge. */
  ...retentionSettings,
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the start with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`環境変数の設定に誤りがあります:\n${lines.join("\n")}`);
  }
  // A relative DATA_DIR is taken from the repository root, wherever the process was started.
  return { ...parsed.data, dataDir: path.resolve(repoRoot, parsed.data.DATA_DIR) };
}
