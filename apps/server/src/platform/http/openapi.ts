import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export const OPENAPI_PATH = "/app/api/docs";

/** The OpenAPI document is generated from the routes' Zod schemas; it cannot drift from the code. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: "学務 API", version: "1.0.0", description: "学務プラットフォームの HTTP API" },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "gakumu_session" },
          accessKey: { type: "apiKey", in: "header", name: "X-Access-Key" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: OPENAPI_PATH, staticCSP: true });
}
