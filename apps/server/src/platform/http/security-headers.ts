import type { FastifyInstance } from "fastify";
import helmet from "helmet";

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

/**
 * Helmet's headers on every response. The middleware is built once here: @fastify/helmet rebuilt it
 * (parsing the CSP directives again) on every request, a measurable share of a small API call.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
