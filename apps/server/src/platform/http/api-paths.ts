/** Paths that belong to the API: JSON (or a download) answers, never an SPA's page. */
export const API_PATH_PREFIXES = ["/app/api/", "/app/form-api/", "/app/form-login/", "/healthz", "/readyz"];

/**
 * Whether a request is for the API. The routed pattern is asked first: the router decodes the path,
 * so `/%61pp/api/…` reaches an /app/api route while its raw URL does not start with /app/api.
 */
export function isApiRequest(request: { url: string; routeOptions: { url?: string } }): boolean {
  const path = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
  return API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}
