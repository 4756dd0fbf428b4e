import { useEffect } from "react";
import { readStored, writeStored } from "./storage";
import { createStore, useStore } from "./store";

const PROCESS_SELECTED_KEY = "gakumu.processSelected";
const EDIT_MODE_KEY = "gakumu.editMode";

/** Admin common session of spec §3.1: who is logged in, where, and in which process mode. */
export interface AdminSession {
  authenticated: boolean;
  loginUser: { tenantCd: string; loginUserId: number } | null;
  organization: { systemCd: number; organizationCd: string } | null;
  /** ProcessMode code (NORMAL 0, ALUMNI 1, ADMISSION 2, CONCERN 9). */
  processMode: number | null;
}

/** The screen being shown: its title and CSS class (spec §3.1), plus the menu it belongs to. */
export interface PageState {
  title: string;
  className: string;
  /** First path segment inside the shell (menu code), or the public page's name. */
  functionId: string;
}

export const signedOut: AdminSession = {
  authenticated: false,
  loginUser: null,
  organization: null,
  processMode: null,
};

export const sessionStore = createStore<AdminSession>(signedOut);
export const pageStore = createStore<PageState>({ title: "", className: "", functionId: "" });

/** Called by the gate once GET loginuser has answered: the session is known to be alive. */
export function startSession(user: {
  tenantCd: string;
  loginUserId: number;
  systemCd: number;
  organizationCd: string;
  processMode: number;
}): void {
  const current = sessionStore.get();
  const next: AdminSession = {
    authenticated: true,
    loginUser: { tenantCd: user.tenantCd, loginUserId: user.loginUserId },
    organization: { systemCd: user.systemCd, organizationCd: user.organizationCd },
    processMode: user.processMode,
  };
  // Same values: keep the same object so subscribers do not re-render for nothing.
  if (JSON.stringify(current) !== JSON.stringify(next)) sessionStore.set(next);
}

/** Logout or an expired session: forget who was logged in, and this tab's per-login choices. */
export function endSession(): void {
  sessionStore.set(signedOut);
  writeStored("session", PROCESS_SELECTED_KEY, undefined);
  writeStored("session", EDIT_MODE_KEY, undefined);
}

export function useAdminSession(): AdminSession {
  return useStore(sessionStore, (state) => state);
}

export function usePage(): PageState {
  return useStore(pageStore, (state) => state);
}

/** Records the screen being shown: its name goes into the operation log, its class onto the shell. */
export function usePageInfo(functionId: string, title: string, className = ""): void {
  useEffect(() => {
    pageStore.set({ functionId, title, className });
  }, [functionId, title, className]);
}

// --- Per-tab state in session storage ---------------------------------------------------------

/**
 * Whether the organisation and process mode were chosen on /SelectProcess since this login. Per
 * tab: a new login (which clears it) must ask again, a reload must not.
 */
export const processSelection = {
  isDone: (): boolean => readStored("session", PROCESS_SELECTED_KEY, false),
  markDone: (): void => writeStored("session", PROCESS_SELECTED_KEY, true),
  reset: (): void => writeStored("session", PROCESS_SELECTED_KEY, undefined),
};

const editModeStore = createStore<boolean>(readStored("session", EDIT_MODE_KEY, false));

/** Edit mode (spec §3.1) survives a reload of the tab but not a new tab or a new login. */
export function setEditMode(on: boolean): void {
  writeStored("session", EDIT_MODE_KEY, on);
  editModeStore.set(on);
}

export function useEditMode(): [boolean, (on: boolean) => void] {
  return [useStore(editModeStore, (on) => on), setEditMode];
}
