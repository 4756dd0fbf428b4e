export * from "./form-frontend";
export * from "./predicates";
export * from "./rich-text";
export * from "./rule";
export * as rules from "./rules";
export type { NumberInput } from "./rules/number";
export type { FieldOptions, SelectValue } from "./rules/text";
