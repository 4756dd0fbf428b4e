import { useQueries, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { fetchMenu } from "./menu/menu-types";
import {
  concernScopeOf,
  fetchImportFields,
  fetchManuals,
  fetchOrganization,
  fetchParameters,
  type LoginUser,
  type Scope,
  scopeOf,
  sessionKeys,
} from "./session";
import type { ShellData } from "./shell-data";

// Session data changes only when the user switches organisation or mode (which resets the queries),
// so it is never refetched in the background: a background call would also keep an idle session
// alive on the server and the idle timeout would never come.
const STALE = Number.POSITIVE_INFINITY;

function parameterQueries(scope: Scope) {
  return [
    {
      queryKey: sessionKeys.parameters(scope),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchParameters(scope, signal),
      staleTime: STALE,
    },
    {
      queryKey: sessionKeys.importFields(scope),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchImportFields(scope, signal),
      staleTime: STALE,
    },
  ] as const;
}

/**
 * The loads of spec §2.1/§7.3 after login, in parallel. `data` is set only once every one of them
 * has answered; `error` is the first failure.
 */
export function useShellQueries(user: LoginUser): { data?: ShellData; error?: unknown } {
  const scope = scopeOf(user);
  const concern = concernScopeOf(user);
  const organization = useQuery({
    queryKey: sessionKeys.organization(user.systemCd, user.organizationCd),
    queryFn: ({ signal }) => fetchOrganization(user.systemCd, user.organizationCd, signal),
    staleTime: STALE,
  });
  const manuals = useQuery({
    queryKey: sessionKeys.manual(),
    queryFn: ({ signal }) => fetchManuals(signal),
    staleTime: STALE,
  });
  const menu = useQuery({
    queryKey: sessionKeys.menu(scope),
    queryFn: ({ signal }) => fetchMenu(scope, signal),
    staleTime: STALE,
  });
  // In concern mode the "current" and "concern" loads are the same query: React Query sends it once.
  const [parameters, importFields, concernParameters, concernImportFields] = useQueries({
    queries: [...parameterQueries(scope), ...parameterQueries(concern)],
  });

  const all = [organization, manuals, menu, parameters, importFields, concernParameters, concernImportFields];
  const failed = all.find((query) => query?.isError);
  const data = useMemo<ShellData | undefined>(
    () =>
      organization.data &&
      manuals.data &&
      menu.data &&
      parameters?.data &&
      importFields?.data &&
      concernParameters?.data &&
      concernImportFields?.data
        ? {
            loginUser: user,
            organization: organization.data,
            manuals: manuals.data,
            menu: menu.data,
            parameters: parameters.data,
            concernParameters: concernParameters.data,
            importFields: importFields.data,
            concernImportFields: concernImportFields.data,
          }
        : undefined,
    [
      user,
      organization.data,
      manuals.data,
      menu.data,
      parameters?.data,
      importFields?.data,
      concernParameters?.data,
      concernImportFields?.data,
    ],
  );
  return failed ? { error: failed.error } : { data };
}
