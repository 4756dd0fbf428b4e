import { createStore, useStore } from "../session/store";

/** The two tabs of the login modal (spec §2.2): log in, or register a new account. */
export type LoginTab = "login" | "register";

interface LoginModalState {
  opened: boolean;
  tab: LoginTab;
}

/** Module state so the sidebar, the pages and the helper can open the one login modal of the shell. */
export const loginModal = createStore<LoginModalState>({ opened: false, tab: "login" });

export function openLoginModal(tab: LoginTab = "login"): void {
  loginModal.set({ opened: true, tab });
}

export function closeLoginModal(): void {
  loginModal.set((state) => ({ ...state, opened: false }));
}

export function setLoginTab(tab: LoginTab): void {
  loginModal.set((state) => ({ ...state, tab }));
}

export function useLoginModal(): LoginModalState {
  return useStore(loginModal, (state) => state);
}
