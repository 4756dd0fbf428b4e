export * from "./member-attribute-api";
export * from "./member-attributes";
export * from "./member-fields";
export * from "./member-headings";
export * from "./member-list-api";
export * from "./member-photo-api";
export * from "./member-write-api";
export * from "./spreadsheet-repair";
