import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import type { UnsubscribeInfo } from "../../../worker/contract/mail-topics";
import { type Translate, useLanguage, useT } from "../../i18n";
import { isolate } from "../../i18n/bidi";
import type { Language } from "../../i18n/define";
import { type MailPreferencesTexts, mailPreferencesMessages } from "../../i18n/messages/mail-preferences";
import { NotFoundScreen } from "../not-found";
import { isOnline } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { PageLoadState } from "../page-load-state";
import { topicLabels } from "./topic-labels";
import { unsubscribeQuery, useUnsubscribeMutation } from "./use-unsubscribe";

type T = Translate<MailPreferencesTexts>;

/**
 * /unsubscribe/{token}: the visible link at the end of every bulk email. It asks before it acts (mail
 * scanners open links; only a person presses the button), then says what changed, with Undo and the
 * way to every other kind. `lang` is the language the email was written in: the page speaks it.
 */
export function UnsubscribePage({ token, lang }: { token: string; lang?: Language }) {
  const { language, setLanguage } = useLanguage();
  // The link's language, once: a later choice in the language menu is the reader's to make.
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    if (lang && lang !== language) setLanguage(lang);
  }, [lang, language, setLanguage]);
  const t = useT(mailPreferencesMessages);
  const query = useQuery(unsubscribeQuery(token));
  if (query.isPending || query.isError) {
    const loadFailed = isOnline() ? t("loadFailed") : t("offline");
    return <PageLoadState query={query} texts={{ loading: t("loading"), loadFailed, retry: t("retry") }} />;
  }
  if (!query.data) return <NotFoundScreen title={t("invalidTitle")} text={t("invalidText")} />;
  return (
    <PageFrame title={t("pageTitle")}>
      <UnsubscribeCard t={t} token={token} info={query.data} />
    </PageFrame>
  );
}

function UnsubscribeCard({ t, token, info }: { t: T; token: string; info: UnsubscribeInfo }) {
  const change = useUnsubscribeMutation(token);
  const topic = t(topicLabels[info.topic]);
  const email = isolate(info.email);
  const failed = change.isError ? (isOnline() ? t("actionFailed") : t("offline")) : null;
  return (
    // aria-live: a screen reader hears the answer that replaces the question once the button is pressed.
    <section className="card grid max-w-xl gap-4" aria-labelledby="unsubscribe-heading" aria-live="polite">
      {info.subscribed ? (
        <>
          <h2 id="unsubscribe-heading" className="text-xl font-bold text-slate-900">
            {t("askHeading", { topic })}
          </h2>
          <p className="text-slate-700">{t("askText", { topic, email })}</p>
          <button
            type="button"
            className="btn-primary justify-self-start"
            disabled={change.isPending}
            onClick={() => change.mutate(false)}
          >
            {change.isPending ? t("unsubscribing") : t("unsubscribe")}
          </button>
        </>
      ) : (
        <>
          <h2 id="unsubscribe-heading" className="text-xl font-bold text-slate-900">
            {t("doneHeading", { topic })}
          </h2>
          <p className="text-slate-700">{t("doneText", { topic, email })}</p>
          <button
            type="button"
            className="btn-outline justify-self-start"
            disabled={change.isPending}
            onClick={() => change.mutate(true)}
          >
            {change.isPending ? t("undoing") : t("undo")}
          </button>
        </>
      )}
      {failed ? (
        <p role="alert" className="text-red-800">
          {failed}
        </p>
      ) : null}
      <Link to="/privacy-settings" className="text-sm font-semibold text-brand-700 underline">
        {t("manage")}
      </Link>
    </section>
  );
}
