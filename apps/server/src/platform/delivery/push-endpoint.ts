import dns from "node:dns/promises";
import type http from "node:http";
import https from "node:https";
import net from "node:net";
import type { Duplex } from "node:stream";
import { isPrivateAddress, PrivateAddressError, publicOnlyLookup } from "../net/public-address";

// A push endpoint is an address the browser (or whoever calls the API) chose, and the server sends to
// it: untrusted, like an RSS feed's address (SSRF). See docs/decisions/0007-push-endpoints.md. Unless
// the installation allows private networks (PUSH_ALLOW_PRIVATE_NETWORK=true: the tests' loopback push
// service), an endpoint must be https on the default port, without credentials, at a public address:
// checked when it is registered (literal addresses and what the name resolves to then) and again at
// every connection (the agent below), since a name can resolve elsewhere later and older rows predate
// the check.

export const pushEndpointMessages = {
  form: "通知の登録先の形式が正しくありません。",
  privateNetwork:
    "通知の登録先が内部ネットワーク（ローカル・プライベートアドレス）を指しているため登録できません。",
} as const;

/** Why a refused connection is recorded on the send (and the subscription removed). */
export const PRIVATE_ENDPOINT_REASON = "通知の登録先が内部ネットワークを指しているため送信しませんでした";

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/** The Japanese reason an endpoint is refused, or null when it may be stored. */
export async function pushEndpointProblem(
  endpoint: string,
  allowPrivateNetwork: boolean,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return pushEndpointMessages.form;
  }
  if (url.protocol !== "https:" || endpoint.length > 2000) return pushEndpointMessages.form;
  if (allowPrivateNetwork) return null;
  // Push services answer on 443 and take no credentials; another port is how a scan of one host starts.
  if (url.port !== "" || url.username !== "" || url.password !== "") return pushEndpointMessages.form;
  const host = hostOf(url);
  if (net.isIP(host) !== 0) return isPrivateAddress(host) ? pushEndpointMessages.privateNetwork : null;
  // A name that does not resolve now is kept: a push service's DNS may be briefly unreachable, and the
  // connection is checked again when a message is sent.
  const answers = await dns.lookup(host, { all: true }).catch(() => []);
  return answers.some((a) => isPrivateAddress(a.address)) ? pushEndpointMessages.privateNetwork : null;
}

type ConnectionCallback = (error: Error | null, stream: Duplex) => void;

/** Refuses a connection to a private address: a literal one at once, a name through its lookup. */
class PublicOnlyAgent extends https.Agent {
  override createConnection(connect: http.RequestOptions, callback?: ConnectionCallback) {
    const host = connect.host ?? "";
    if (net.isIP(host) !== 0 && isPrivateAddress(host)) {
      // The agent hands the error to the request, which rejects the send.
      callback?.(new PrivateAddressError(), undefined as unknown as Duplex);
      return undefined;
    }
    return super.createConnection({ ...connect, lookup: publicOnlyLookup }, callback);
  }
}

/**
 * The keep-alive agent the push senders share. Unless private networks are allowed, every connection
 * is checked where it is made, whatever the endpoint's spelling (2130706433, 0x7f.1, [::ffff:…]).
 */
export function pushAgent(options: https.AgentOptions & { allowPrivateNetwork: boolean }): https.Agent {
  const { allowPrivateNetwork, ...agentOptions } = options;
  return allowPrivateNetwork ? new https.Agent(agentOptions) : new PublicOnlyAgent(agentOptions);
}
