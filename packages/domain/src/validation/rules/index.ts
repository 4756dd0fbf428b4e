// Rule factories, exported from the package as the `rules` namespace: `rules.required()`.
export * from "./number";
export * from "./text";
