// Test helpers, imported as "@gakumu/ui/test" by component tests in every workspace.
// Kept out of the main entry so Testing Library never reaches a production bundle.
export { installDomStubs } from "./dom-stubs";
export { newTestQueryClient, renderWithProviders } from "./render";
