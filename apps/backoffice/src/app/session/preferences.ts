import { readStored, writeStored } from "./storage";
import { createStore, useStore } from "./store";

/** User preferences of spec §3.1, kept in local storage so they outlive the session. */
export interface Preferences {
  /** Sidebar categories the user left open (menuCategoryCd). */
  openCategories: number[];
  /** Desktop sidebar hidden to give wide tables more room. */
  navbarCollapsed: boolean;
}

const KEY = "gakumu.preferences";
const defaults: Preferences = { openCategories: [], navbarCollapsed: false };

export const preferencesStore = createStore<Preferences>({
  ...defaults,
  ...readStored<Partial<Preferences>>("local", KEY, {}),
});

export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  preferencesStore.set((previous) => ({ ...previous, [key]: value }));
  writeStored("local", KEY, preferencesStore.get());
}

export function usePreference<K extends keyof Preferences>(key: K): Preferences[K] {
  return useStore(preferencesStore, (state) => state[key]);
}
