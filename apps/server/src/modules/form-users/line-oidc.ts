import crypto from "node:crypto";
import * as oidc from "openid-client";
import type { LineChannel } from "./line-channel";

// The OpenID Connect client of one LINE channel, through openid-client. Discovery documents change
// rarely, so each channel's configuration is kept for a few minutes instead of fetched per login.

const CACHE_MS = 10 * 60_000;
const DISCOVERY_TIMEOUT_SECONDS = 10;
const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/** Plain http is accepted only for a provider on this machine (development, the tests' stand-in). */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

export function lineConfiguration(channel: LineChannel, now = Date.now()): Promise<oidc.Configuration> {
  const secretDigest = crypto.createHash("sha256").update(channel.channelSecret).digest("hex");
  const key = `${channel.issuer}\n${channel.channelId}\n${secretDigest}`;
  const cached = cache.get(key);
  if (cached && now - cached.at < CACHE_MS) return cached.config;

  const issuer = new URL(channel.issuer);
  const config = oidc.discovery(
    issuer,
    channel.channelId,
    // LINE's web login signs ID tokens with the channel secret (HS256) and takes the secret in the body.
    { client_secret: channel.channelSecret, id_token_signed_response_alg: "HS256" },
    oidc.ClientSecretPost(channel.channelSecret),
    {
      execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
      timeout: DISCOVERY_TIMEOUT_SECONDS,
    },
  );
  // A failed discovery is not remembered: the next login tries again.
  config.catch(() => cache.delete(key));
  cache.set(key, { at: now, config });
  return config;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The authorisation URL with state, nonce and a PKCE (S256) challenge; the secrets stay with us. */
export async function authorizationRequest(
  config: oidc.Configuration,
  redirectUri: string,
  options: { consent: boolean; botPrompt?: "normal" | "aggressive" },
): Promise<AuthorizationRequest> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: "openid profile",
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    // Registering asks LINE to show the consent screen again, so the person sees what is shared.
    ...(options.consent ? { prompt: "consent" } : {}),
    // LINE offers to add the channel's linked official account as a friend (messages need it).
    ...(options.botPrompt ? { bot_prompt: options.botPrompt } : {}),
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export interface LineIdentity {
  subject: string;
  displayName: string | null;
}

/**
 * Exchanges the callback's code (checking state, PKCE and the ID token's issuer, audience, expiry
 * and nonce) and returns who logged in. Throws on anything that does not check out.
 */
export async function exchangeCode(
  config: oidc.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<LineIdentity> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error("the ID token names no subject");
  const name = typeof claims.name === "string" ? claims.name.trim().slice(0, 100) : "";
  return { subject: claims.sub, displayName: name || null };
}
