import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { gradesApi } from "./grades-api";

/** Query keys of the grade master; `all` refreshes every one of them. */
export const gradeKeys = {
  all: ["grade-master"] as const,
  list: () => [...gradeKeys.all, "list"] as const,
};

export const useGrades = () => useQuery({ queryKey: gradeKeys.list(), queryFn: gradesApi.list });

// Grade selects elsewhere read the scope master and the authority screen's copy: refresh them too
// (string literals, so modules do not import each other's queries).
const READERS = [["scope-master"], ["authority-setting"]] as const;

/** A grade mutation that refreshes the list (and the screens offering grades) once it has succeeded. */
export function useGradeMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([gradeKeys.all, ...READERS].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
