export * from "./member-attributes";
export * from "./member-fields";
export * from "./member-headings";
export * from "./spreadsheet-repair";
