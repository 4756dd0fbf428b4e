import type { FastifyInstance } from "fastify";

/**
 * Plausible requests for every documented route, built from its OpenAPI schema (which is generated from
 * the routes' Zod schemas): each string the schema asks for carries `text`, so a test can put an
 * unusual character in every string a route reads and see how the route answers.
 */
export interface SampleRequest {
  method: string;
  /** The route pattern, e.g. /app/api/members/:id. */
  route: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  hasJsonBody: boolean;
}

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A value the schema accepts where it can tell, with `text` wherever a free string goes. */
export function sampleFor(schema: JsonSchema | undefined, text: string, depth = 0): unknown {
  if (!schema || depth > 8) return text;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const stringy = variants.find((v) => v.type === "string" && !v.enum && v.const === undefined);
    const chosen = stringy ?? variants.find((v) => v.type !== "null") ?? variants[0];
    return sampleFor(chosen, text, depth + 1);
  }
  if (schema.allOf && schema.allOf.length > 0) return sampleFor(schema.allOf[0], text, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {}))
        out[key] = sampleFor(value, text, depth + 1);
      if (!schema.properties && typeof schema.additionalProperties === "object")
        out.key = sampleFor(schema.additionalProperties, text, depth + 1);
      return out;
    }
    case "array": {
      if (schema.prefixItems) return schema.prefixItems.map((s) => sampleFor(s, text, depth + 1));
      const count = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: count }, () => sampleFor(schema.items, text, depth + 1));
    }
    case "integer":
    case "number": {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return Math.min(Math.max(min, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return text;
  }
}

/** Every JSON route of the OpenAPI document with a sample request whose strings are `text`. */
export function sampleRequests(app: FastifyInstance, text: string): SampleRequest[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const out: SampleRequest[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    const route = path.replace(/\{(\w+)\}/g, ":$1");
    for (const [method, operation] of Object.entries(operations)) {
      const params: Record<string, unknown> = {};
      const query: Record<string, unknown> = {};
      for (const p of operation.parameters ?? []) {
        if (p.in === "path") params[p.name] = sampleFor(p.schema, text);
        if (p.in === "query") query[p.name] = sampleFor(p.schema, text);
      }
      const content = operation.requestBody?.content ?? {};
      const json = content["application/json"];
      out.push({
        method: method.toUpperCase(),
        route,
        params,
        query,
        body: json ? sampleFor(json.schema, text) : undefined,
        hasJsonBody: Boolean(json),
      });
    }
  }
  return out;
}

/** The URL of a sample: params in the path, query values (arrays as repeated keys) after it. */
export function urlOf(sample: SampleRequest, override: { params?: Record<string, unknown> } = {}): string {
  const params = { ...sample.params, ...override.params };
  const path = sample.route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(sample.query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null && typeof v !== "object") search.append(key, String(v));
    }
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
