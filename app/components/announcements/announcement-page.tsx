import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useLanguage, useT } from "../../i18n";
import { announcementsMessages } from "../../i18n/messages/announcements";
import { api, pathParams } from "../../lib/api-client";
import { dateTimeFormat } from "../../lib/intl-formats";
import { announcementQuery } from "../../queries/announcements";
import { MemberOnly } from "../auth/member-only";
import { NotFoundScreen } from "../not-found";
import { OfflineNote } from "../offline/offline-note";
import { PageLoadState } from "../page-load-state";
import { LinkedText } from "./linked-text";

/**
 * /announcements/{id}: a campaign the member was sent, opened from the bell or a push notification, in
 * the language their mail uses (which may differ from the app's: the text carries its own lang and dir).
 * Opens offline once seen (the service worker keeps the answer in the personal cache).
 */
export function AnnouncementPage({ id }: { id: string }) {
  return (
    <MemberOnly>
      <Announcement id={id} />
    </MemberOnly>
  );
}

function Announcement({ id }: { id: string }) {
  const t = useT(announcementsMessages);
  const { language } = useLanguage();
  const query = useQuery(announcementQuery(id));
  if (query.isPending || query.isError) {
    return (
      <PageLoadState
        query={query}
        texts={{ loading: t("loading"), loadFailed: t("loadFailed"), retry: t("retry") }}
      />
    );
  }
  const announcement = query.data;
  if (!announcement) return <NotFoundScreen title={t("notFoundTitle")} text={t("notFoundText")} />;
  const sent = announcement.sentAt
    ? dateTimeFormat(language, { dateStyle: "long" }).format(new Date(announcement.sentAt))
    : null;
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-12">
      <OfflineNote path={api.campaigns[":id"]["for-me"].$path(pathParams({ id }))} />
      <header className="grid gap-2">
        <p className="text-sm font-semibold text-brand-700">{t("fromCommunity")}</p>
        <h1
          lang={announcement.language}
          dir={announcement.dir}
          className="text-start text-3xl font-bold text-slate-900 sm:text-4xl"
        >
          {announcement.subject}
        </h1>
        {sent && announcement.sentAt ? (
          <p className="text-sm text-slate-600">
            <time dateTime={announcement.sentAt}>{t("sentOn", { date: sent })}</time>
          </p>
        ) : null}
      </header>
      <div
        lang={announcement.language}
        dir={announcement.dir}
        className="grid gap-4 text-start text-lg leading-relaxed text-slate-800"
      >
        <LinkedText text={announcement.body} />
      </div>
      <Link to="/privacy-settings" className="text-sm font-semibold text-brand-700 underline">
        {t("preferences")}
      </Link>
    </article>
  );
}
