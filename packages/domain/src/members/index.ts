export * from "./member-fields";
