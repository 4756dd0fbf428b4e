// A real OpenID provider on 127.0.0.1 standing in for LINE in tests (never imported by src code):
// oidc-provider with one confidential client shaped like a LINE Login channel (client_secret_post,
// HS256 ID tokens carrying the display name as `name`), and a tiny interaction UI — log in with an
// account's password, then consent — driven by plain HTTP requests.
import crypto from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface LineTestAccount {
  sub: string;
  name: string;
  password: string;
}

export interface LoopbackOidcProvider {
  issuer: string;
  channelId: string;
  channelSecret: string;
  accounts: Map<string, LineTestAccount>;
  close(): Promise<void>;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function signingKey() {
  const { privateKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  return { ...privateKey.export({ format: "jwk" }), alg: "ES256", use: "sig", kid: "test-key" };
}

/** The provider's own login and consent screens, as plain forms a browser test can fill in. */
function interactionPage(uid: string, prompt: string): string {
  const body =
    prompt === "login"
      ? `<form method="post" action="/interaction/${uid}/login">
  <label>LINEアカウント <input name="login" autocomplete="username"></label>
  <label>LINEパスワード <input name="password" type="password" autocomplete="current-password"></label>
  <button type="submit">LINEにログイン</button></form>`
      : `<form method="post" action="/interaction/${uid}/confirm"><button type="submit">許可する</button></form>`;
  return `<!doctype html><html lang="ja"><head><title>LINE（テスト用）</title></head><body>${body}</body></html>`;
}

export async function startLoopbackOidcProvider(options: {
  redirectUri: string;
  accounts: LineTestAccount[];
}): Promise<LoopbackOidcProvider> {
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]));
  const channelId = `1${crypto.randomInt(100_000_000, 999_999_999)}`;
  const channelSecret = crypto.randomBytes(16).toString("hex");
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: channelId,
        client_secret: channelSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
        id_token_signed_response_alg: "HS256",
      },
    ],
    jwks: { keys: [signingKey()] },
    enabledJWA: { idTokenSigningAlgValues: ["HS256", "ES256"] },
    cookies: { keys: [crypto.randomBytes(16).toString("hex")] },
    claims: { openid: ["sub"], profile: ["name"] },
    // Like LINE: the profile claims are in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ sub, name: account.name }) } : undefined;
    },
  });
  const oidcCallback = provider.callback();

  /** POST /interaction/:uid/login (login, password), /confirm (consent), GET /abort (cancel). */
  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, step: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error("interaction mismatch");
    if (step === "abort") {
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied" },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (step === "login" && details.prompt.name === "login") {
      const body = await formBody(req);
      const account = accounts.get(body.get("login") ?? "");
      if (!account || account.password !== body.get("password")) {
        res.writeHead(401, { "content-type": "text/plain" }).end("wrong password");
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId: account.sub } });
      return;
    }
    if (step === "confirm" && details.prompt.name === "consent") {
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({
            accountId: details.session!.accountId!,
            clientId: String(details.params.client_id),
          });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant!.addOIDCScope(missing.missingOIDCScope.join(" "));
      if (missing.missingOIDCClaims) grant!.addOIDCClaims(missing.missingOIDCClaims);
      await provider.interactionFinished(req, res, { consent: { grantId: await grant!.save() } });
      return;
    }
    // GET /interaction/:uid: a browser gets the screen to fill in; a plain fetch gets the prompt as JSON.
    if (String(req.headers.accept ?? "").includes("text/html")) {
      res
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(interactionPage(uid, details.prompt.name));
      return;
    }
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ prompt: details.prompt.name }));
  }

  server.on("request", (req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(req.url ?? "");
    if (!match) return oidcCallback(req, res);
    interaction(req, res, match[1]!, match[2] ?? "show").catch((error: unknown) => {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    });
  });

  return {
    issuer,
    channelId,
    channelSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's cookie jar for plain fetch: what each response sets, sent back on the next request. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * Follows redirects like a browser (cookies included) while they stay at the provider. Ends at a
 * page of the provider (`url`, e.g. an interaction asking for a login) or when the browser is sent
 * elsewhere (`leftTo`: the app's callback with code and state).
 */
export async function browse(
  start: string,
  issuer: string,
  jar: CookieJar,
  init: { method?: string; body?: URLSearchParams } = {},
): Promise<{ url: string; leftTo: string | null; response: Response }> {
  let url = start;
  let request = init;
  for (let hops = 0; hops < 10; hops++) {
    const response = await fetch(url, {
      method: request.method ?? "GET",
      body: request.body,
      redirect: "manual",
      headers: { cookie: jar.header() },
    });
    jar.keep(response);
    const location = response.headers.get("location");
    if (!location || response.status < 300 || response.status >= 400) return { url, leftTo: null, response };
    const next = new URL(location, url).href;
    if (!next.startsWith(`${issuer}/`)) return { url, leftTo: next, response };
    url = next;
    request = {};
  }
  throw new Error("too many redirects");
}

/**
 * What a person does at the provider after the app sends them there: log in with the account's
 * password and consent (or cancel). Returns where the provider sends the browser back to.
 */
export async function authorizeAt(
  provider: LoopbackOidcProvider,
  authorizationUrl: string,
  jar: CookieJar,
  who: { sub: string; password: string } | "cancel",
): Promise<string> {
  let page = await browse(authorizationUrl, provider.issuer, jar);
  for (let step = 0; step < 4 && !page.leftTo; step++) {
    if (page.response.status !== 200) {
      throw new Error(`the provider answered ${page.response.status}: ${await page.response.text()}`);
    }
    const { prompt } = (await page.response.json()) as { prompt: string };
    const post = (action: string, fields: Record<string, string> = {}) =>
      browse(`${page.url}/${action}`, provider.issuer, jar, {
        method: "POST",
        body: new URLSearchParams(fields),
      });
    if (who === "cancel") page = await browse(`${page.url}/abort`, provider.issuer, jar);
    else if (prompt === "login") page = await post("login", { login: who.sub, password: who.password });
    else page = await post("confirm");
  }
  if (!page.leftTo) throw new Error("the provider never sent the browser back");
  return page.leftTo;
}
