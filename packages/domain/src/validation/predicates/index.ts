export * from "./contact";
export * from "./number";
export * from "./password";
export * from "./text";
