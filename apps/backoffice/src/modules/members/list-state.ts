import { useCallback, useState } from "react";
import { readStored, writeStored } from "../../app/session/storage";
import { initialListState, type MemberListKind, type MemberListState } from "./members-api";

const storageKey = (kind: MemberListKind) => `gakumu.members.${kind}.list`;

/** A stored state from an older version of the screen may miss keys: fill them from the defaults. */
function readState(kind: MemberListKind): MemberListState {
  const stored = readStored<Partial<MemberListState> | null>("session", storageKey(kind), null);
  const initial = initialListState();
  if (!stored || typeof stored !== "object") return initial;
  return { ...initial, ...stored, filter: { ...initial.filter, ...(stored.filter ?? {}) } };
}

/**
 * The list's conditions, sort and page, kept in session storage: opening a member and coming back
 * (or reloading the tab) shows the same page of the same search.
 */
export function useRememberedListState(kind: MemberListKind) {
  const [state, setState] = useState<MemberListState>(() => readState(kind));
  const update = useCallback(
    (next: MemberListState) => {
      setState(next);
      writeStored("session", storageKey(kind), next);
    },
    [kind],
  );
  return [state, update] as const;
}
