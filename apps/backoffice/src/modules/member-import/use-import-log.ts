import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { type ImportVariant, importApi, importKeys } from "./member-import-api";

/**
 * One import as it moves on: polled every second while its check or commit runs (the job reports
 * progress), left alone once it rests. Whenever its step or status changes the history is refreshed.
 */
export function useImportLog(variant: ImportVariant, syncLogId: number | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: importKeys(variant).log(syncLogId),
    queryFn: ({ signal }) => importApi(variant).log(syncLogId ?? 0, signal),
    enabled: syncLogId !== null,
    refetchInterval: (q) => (q.state.data?.status === "PROCESSING" ? 1000 : false),
    retry: 3,
  });
  const state = query.data ? `${query.data.syncLogId}:${query.data.stage}:${query.data.status}` : null;
  const last = useRef(state);
  useEffect(() => {
    if (state === last.current) return;
    last.current = state;
    void client.invalidateQueries({ queryKey: [...importKeys(variant).all, "logs"] });
  }, [state, client, variant]);
  return query;
}
