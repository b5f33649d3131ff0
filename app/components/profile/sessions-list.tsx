import { useQuery } from "@tanstack/react-query";
import { Monitor } from "lucide-react";
import { useId } from "react";
import { type Translate, useLanguage, useT } from "../../i18n";
import { type ProfileTexts, profileMessages } from "../../i18n/messages/profile";
import type { SessionInfo } from "../../lib/auth-client";
import {
  currentSessionTokenQuery,
  sessionsQuery,
  useRevokeOtherSessionsMutation,
  useRevokeSessionMutation,
} from "../../queries/profile";
import { toast } from "../ui/toast-store";
import { describeDevice, relativeTime } from "./describe-device";
import { useSignedOutHandler } from "./use-profile-feedback";

export function deviceName(t: Translate<ProfileTexts>, userAgent: string | null): string {
  const { browser, os } = describeDevice(userAgent);
  if (!browser && !os) return t("unknownDevice");
  return t("deviceOn", { browser: browser ?? t("unknownBrowser"), os: os ?? t("unknownSystem") });
}

/** Where the account is signed in, newest first, with this browser marked and listed first. */
export function SessionsList() {
  const t = useT(profileMessages);
  const { language } = useLanguage();
  const headingId = useId();
  const sessions = useQuery(sessionsQuery);
  const current = useQuery(currentSessionTokenQuery);
  const revoke = useRevokeSessionMutation();
  const revokeOthers = useRevokeOtherSessionsMutation();
  const onSignedOut = useSignedOutHandler();

  const done = (description: string) => ({
    onSuccess: () => toast({ title: t("sessionEndedTitle"), description }),
    onError: (error: unknown) => {
      if (!onSignedOut(error)) {
        toast({ title: t("sessionErrorTitle"), description: t("sessionErrorText"), variant: "destructive" });
      }
    },
  });

  const isCurrent = (session: SessionInfo) => session.token === current.data;
  const list = [...(sessions.data ?? [])].sort(
    (a, b) => Number(isCurrent(b)) - Number(isCurrent(a)) || b.updatedAt.localeCompare(a.updatedAt),
  );
  const others = list.filter((session) => !isCurrent(session));

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t("sessionsHeading")}
        </h3>
        <p className="text-sm text-slate-600">{t("sessionsLead")}</p>
      </div>
      {sessions.isPending ? <p role="status">{t("sessionsLoading")}</p> : null}
      {sessions.isError ? <p className="text-red-700">{t("sessionsLoadError")}</p> : null}
      {list.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {list.map((session) => {
            const device = deviceName(t, session.userAgent);
            return (
              <li key={session.id} className="flex flex-wrap items-center gap-3 p-4">
                <Monitor aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                  <span className="font-semibold text-slate-900">
                    {device}
                    {isCurrent(session) ? (
                      <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        {t("thisDevice")}
                      </span>
                    ) : null}
                  </span>
                  {session.ipAddress ? (
                    <span className="text-slate-600">
                      {/* First-strong isolate: an address keeps its order inside right-to-left text. */}
                      {t("ipAddress", { ip: `\u2068${session.ipAddress}\u2069` })}
                    </span>
                  ) : null}
                  <span className="text-slate-600">
                    {t("lastActive", { time: relativeTime(session.updatedAt, language) })}
                  </span>
                </div>
                {isCurrent(session) ? null : (
                  <button
                    type="button"
                    disabled={revoke.isPending}
                    aria-label={t("signOutSessionLabel", { device })}
                    onClick={() => revoke.mutate(session.token, done(t("sessionEndedText")))}
                    className="btn-outline"
                  >
                    {t("signOutSession")}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {sessions.isSuccess && others.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noOtherSessions")}</p>
      ) : null}
      {others.length > 0 ? (
        <div>
          <button
            type="button"
            disabled={revokeOthers.isPending}
            onClick={() => revokeOthers.mutate(undefined, done(t("othersEndedText")))}
            className="btn-outline"
          >
            {t("signOutOthers")}
          </button>
        </div>
      ) : null}
    </section>
  );
}
