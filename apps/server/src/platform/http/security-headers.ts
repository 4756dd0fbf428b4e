import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { isApiRequest } from "./api-paths";

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy the built SPAs pass: scripts only from this origin; inline styles
 * allowed because Mantine writes its CSS variables into a style tag at run time.
 */
const DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The form frontend may load Google Analytics 4 and Google Tag Manager when an organisation sets
 * their ids (issue 5 item 9): the hosts Google documents for gtag.js and GTM, and nothing else.
 * Tags inside a GTM container that load from other hosts stay blocked.
 */
const GOOGLE_TAG = {
  scriptSrc: ["https://*.googletagmanager.com"],
  imgSrc: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connectSrc: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function policyOf(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(" ")}`)
    .join(";");
}

/** The form frontend page's policy: the SPAs' own, plus the Google tag hosts. */
export const FORM_FRONTEND_CSP = policyOf(
  Object.fromEntries(
    Object.entries(DIRECTIVES).map(([name, values]) => [
      name,
      [...values, ...(GOOGLE_TAG[name as keyof typeof GOOGLE_TAG] ?? [])],
    ]),
  ),
);

/** helmet's default HSTS: a year, subdomains too. */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Helmet's headers on every response. The middleware is built once here: @fastify/helmet rebuilt it
 * (parsing the CSP directives again) on every request, a measurable share of a small API call.
 *
 * Two headers depend on the request:
 * - Strict-Transport-Security only over https. Over plain http it means nothing to the browser that
 *   got it and, on a LAN install reached by http, says the wrong thing. request.protocol believes
 *   X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
 * - Cache-Control: no-store on every API answer: nearly all carry personal data (members,
 *   applicants, answers, downloads), and a shared school PC must not keep them in its disk cache. A
 *   route may set its own (an organisation's logo is cached).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    if (isApiRequest(request)) reply.header("cache-control", "no-store");
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
