// Every table of the platform and its modules, for Drizzle's typed queries and drizzle-kit.
// Each feature keeps its tables in its own folder; this file only gathers them.
export * from "../platform/tenancy/tenancy.tables";
