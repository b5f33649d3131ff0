import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../i18n";
import { adminDashboardMessages } from "../../i18n/messages/admin-dashboard";
import { api, unwrap } from "../../lib/api-client";
import { serverMessage } from "../../lib/api-errors";
import { toast } from "../ui/toast-store";
import { ADMIN_STATS_KEY } from "./stats-query";

/** The server's `error.message` when the body is our error shape, else the error's own text. */
const failureMessage = (error: unknown): string =>
  serverMessage(error) ?? (error instanceof Error ? error.message : String(error));

/** Spec: POST /api/admin/send-welcome-emails, then 'Welcome Emails Sent' or 'Email Send Failed'. */
export function WelcomeEmailsAction() {
  const t = useT(adminDashboardMessages);
  const queryClient = useQueryClient();
  const [queued, setQueued] = useState<number | null>(null);
  const send = useMutation({
    mutationFn: () => unwrap(api.admin["send-welcome-emails"].$post()),
    onSuccess: ({ queued }) => {
      setQueued(queued);
      toast({ title: t("welcomeSentTitle"), description: t("welcomeSentText") });
    },
    onError: (error) =>
      toast({ title: t("welcomeFailedTitle"), description: failureMessage(error), variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
  });
  return (
    <section aria-labelledby="dashboard-welcome" className="card mb-8 grid gap-3">
      <h2 id="dashboard-welcome" className="text-lg font-semibold text-slate-900">
        {t("welcomeHeading")}
      </h2>
      <p className="text-slate-700">{t("welcomeLead")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary" disabled={send.isPending} onClick={() => send.mutate()}>
          {send.isPending ? t("sendingWelcome") : t("sendWelcome")}
        </button>
        <p role="status" className="text-sm text-slate-700">
          {queued === null ? "" : t("welcomeQueued", { count: String(queued) })}
        </p>
      </div>
    </section>
  );
}
