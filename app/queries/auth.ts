import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../worker/contract/user";
import { getJson } from "../lib/api";

export const authUserQuery = queryOptions({
  queryKey: ["/api/auth/user"],
  queryFn: () => getJson<CurrentUser>("/api/auth/user", { on401: "returnNull" }),
});

/** Signed in when the current-user call returns data (spec point 4). */
export function useAuth() {
  const { data, isLoading } = useQuery(authUserQuery);
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
