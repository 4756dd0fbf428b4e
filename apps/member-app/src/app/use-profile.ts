import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { type AppProfile, applyProfileToDocument, fetchProfile, profileKey } from "../api/profile-api";

/** The organisation's app profile; while it loads (or offline without it) the app shows 学務's own. */
export function useProfile(): AppProfile | undefined {
  const profile = useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: 300_000,
  });
  useEffect(() => {
    if (profile.data) applyProfileToDocument(profile.data);
  }, [profile.data]);
  return profile.data;
}
