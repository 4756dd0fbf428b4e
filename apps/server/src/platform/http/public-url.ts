import os from "node:os";
import type { Config } from "../../config";

/** Listen addresses that mean "every interface": they name no machine a link could point at. */
const EVERY_INTERFACE = new Set(["0.0.0.0", "::", "[::]", ""]);

/**
 * The address people reach the platform at, for links that leave the request: mailed reset and
 * verification links, form links shown to staff, the LINE Login callback. Never taken from the
 * request's Host or X-Forwarded-Host, which the sender writes (a `Host: evil.example` would otherwise
 * put the attacker's site into a password-reset mail).
 *
 * PUBLIC_URL when set. Otherwise the configured listen address; when that is every interface the
 * machine's own name stands in, because the recipient is on another machine and "localhost" would
 * point at their own. Production sets PUBLIC_URL; the start banner shows what links will carry.
 */
export function publicBaseUrl(config: Pick<Config, "PUBLIC_URL" | "HOST" | "PORT">): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, "");
  const host = EVERY_INTERFACE.has(config.HOST) ? os.hostname() : config.HOST;
  // An IPv6 literal needs brackets in a URL (http://[::1]:3000).
  const authority = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${authority}:${config.PORT}`;
}
