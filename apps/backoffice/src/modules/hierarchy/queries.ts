import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hierarchyApi } from "./hierarchy-api";

/** Query keys of the hierarchy editor; `all` refreshes every one of them. */
export const hierarchyKeys = {
  all: ["hierarchy"] as const,
  tree: () => [...hierarchyKeys.all, "tree"] as const,
};

export const useHierarchyTree = () =>
  useQuery({ queryKey: hierarchyKeys.tree(), queryFn: hierarchyApi.tree });

// Other screens read the hierarchy through the scope master and the authority screen's copy:
// string literals rather than imports, so modules do not import each other's queries.
const READERS = [["scope-master"], ["authority-setting"]] as const;

/** A tree mutation that refreshes the tree (and the screens that show it) once it has succeeded. */
export function useTreeMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [hierarchyKeys.all, ...READERS].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
