import { defineConfig } from "drizzle-kit";

// Every `*.tables.ts` of the platform and the modules: a new module's tables need no registration.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/**/*.tables.ts",
  out: "./src/db/migrations",
});
