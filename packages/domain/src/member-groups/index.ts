export * from "./member-group-api";
export * from "./member-group-codes";
