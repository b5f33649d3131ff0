import { type Query, useMutation, useQueryClient } from "@tanstack/react-query";
import { useT } from "../../../i18n";
import { adminMessages } from "../../../i18n/messages/admin";
import { serverMessage } from "../../../lib/api-errors";
import { toast } from "../../ui/toast-store";

/**
 * Whether a query belongs under one of these URL paths. Public pages key their queries by the full
 * URL ("/api/whatsapp-groups?type=jobs"), so a path prefix reaches them where a key prefix cannot.
 */
export const underPaths = (paths: readonly string[]) => (query: Query) => {
  const [first] = query.queryKey;
  return typeof first === "string" && paths.some((path) => first.startsWith(path));
};

export type Done = { title: string; description?: string };

/**
 * An admin write: toasts the outcome (the server's message on failure) and then refreshes every
 * query under `invalidate` (the admin list and the public pages it feeds).
 */
export function useAdminMutation<Input, Output = unknown>(options: {
  mutationFn: (input: Input) => Promise<Output>;
  invalidate: readonly string[];
  /** The toast after it worked: a title, or a title and a line (from the server's answer, say). */
  successTitle?: string | ((input: Input, output: Output) => string | Done);
  /** A failure's toast title of the caller's own, when it knows better than "That did not work". */
  failureTitle?: (error: unknown, input: Input) => string | undefined;
}) {
  const t = useT(adminMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (output, input) => {
      const { successTitle } = options;
      const done = typeof successTitle === "function" ? successTitle(input, output) : successTitle;
      toast(typeof done === "object" ? done : { title: done ?? t("saved") });
    },
    onError: (error, input) =>
      toast({
        title: options.failureTitle?.(error, input) ?? t("actionFailed"),
        description: serverMessage(error) ?? undefined,
        variant: "destructive",
      }),
    onSettled: () => queryClient.invalidateQueries({ predicate: underPaths(options.invalidate) }),
  });
}
