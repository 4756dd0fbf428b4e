export * from "./member-attributes";
export * from "./member-fields";
