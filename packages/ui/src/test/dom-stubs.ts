/**
 * jsdom lacks a few browser APIs Mantine calls on mount (matchMedia for the colour scheme and
 * breakpoints, ResizeObserver for inputs and scroll areas, scrollIntoView for comboboxes).
 * Minimal stand-ins, installed only where missing.
 */
export function installDomStubs(): void {
  if (typeof window === "undefined") return;

  if (!window.matchMedia) {
    Object.defineProperty(window, "matchMedia", {
      writable: true,
      value: (query: string): MediaQueryList =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }

  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }

  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}
