import { isIP } from "node:net";

/**
 * Which peers may speak for the client in X-Forwarded-For / -Proto / -Host: nobody (false), or the
 * proxies at these addresses. Passed to Fastify's trustProxy, which walks X-Forwarded-For from the
 * right and stops at the first address that is not one of these: that is the client.
 */
export type TrustedProxies = false | string[];

/** proxy-addr's named ranges, for a proxy on the same machine or in the private network. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
const OFF = new Set(["", "false", "0", "no"]);
const EXAMPLE =
  "ロードバランサーのアドレスまたは CIDR をカンマ区切りで指定してください（例: 10.0.0.0/8,127.0.0.1）";

/**
 * Reads TRUST_PROXY. There is deliberately no "trust everyone" (`true`) and no hop count: both let a
 * client that reaches the app past the proxy, or writes its own X-Forwarded-For, choose its address
 * and so pass the IP allow-list and the login throttle (Fastify itself ignores hop counts since 5.12.1
 * for this reason). Trust is given by the proxy's address instead.
 */
export function parseTrustedProxies(raw: string): { value: TrustedProxies } | { problem: string } {
  const text = raw.trim();
  if (OFF.has(text.toLowerCase())) return { value: false };
  if (/^(true|yes)$/i.test(text)) {
    return {
      problem: `true は使えません。すべての転送元を信頼すると X-Forwarded-For で接続元を偽れるためです。${EXAMPLE}`,
    };
  }
  if (/^\d+$/.test(text)) {
    return {
      problem: `段数（${text}）は指定できません。段数では、プロキシを通さずに届いた偽の X-Forwarded-For を見分けられないためです。${EXAMPLE}`,
    };
  }
  const entries = text.split(",").map((e) => e.trim());
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem) return { problem: `${problem}${EXAMPLE}` };
  }
  return { value: entries };
}

function entryProblem(entry: string): string | null {
  if (NAMED_RANGES.has(entry)) return null;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  const bits = family === 4 ? 32 : 128;
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
  if (!entry || family === 0 || rest.length > 0 || !prefixOk) {
    return `「${entry}」は IP アドレスでも CIDR でもありません。`;
  }
  if (prefix !== undefined && Number(prefix) === 0) {
    return `「${entry}」はすべてのアドレスを信頼する指定になるため使えません。`;
  }
  return null;
}
