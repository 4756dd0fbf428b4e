// The link routes' schemas live in the domain (forms/form-builder-api.ts); this re-export keeps the
// public form routes reading the resolve answer from here until they import it from the domain.
export { ResolvedAccessKeyResponse } from "@gakumu/domain";
