import { QueryClient } from "@tanstack/react-query";
import { HttpError } from "./http";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Retrying a 4xx only repeats the same answer; retry network blips and 5xx twice.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof HttpError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
