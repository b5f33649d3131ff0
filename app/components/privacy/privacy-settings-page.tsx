import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { flushSync } from "react-dom";
import { contacts, marketing } from "../../config/marketing";
import { type Translate, useT } from "../../i18n";
import { isolate } from "../../i18n/bidi";
import { type PrivacySettingsTexts, privacySettingsMessages } from "../../i18n/messages/privacy-settings";
import { authUserQuery } from "../../queries/auth";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";
import { toast } from "../ui/toast-store";
import { ConsentHistory } from "./consent-history";
import { ConsentList } from "./consent-list";
import { DataDownload } from "./data-download";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { MailPreferencesSection } from "./mail-preferences-section";
import { consentsQuery } from "./use-privacy";

// Web Push's section is its own chunk: only members who open this page download it.
const PushSettingsSection = lazy(() => import("../push/push-settings"));

/** /privacy-settings: the member's PDPL rights in one place (consents, a copy of their data, erasure). */
export function PrivacySettingsScreen() {
  const t = useT(privacySettingsMessages);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);

  const onDeleted = async () => {
    // Leave the member-only wrapper before the session is forgotten, or it would show 'Unauthorized'
    // and send a person who just deleted their account to the sign-in page.
    flushSync(() => setDeleted(true));
    queryClient.setQueryData(authUserQuery.queryKey, null);
    queryClient.removeQueries({ queryKey: consentsQuery.queryKey });
    await navigate({ to: "/", replace: true });
    toast({ title: t("deletedTitle"), description: t("deletedText") });
  };

  if (deleted) return null;
  return (
    <MemberOnly>
      <PageFrame title={t("title")} lead={t("lead")}>
        <PrivacySettings t={t} onDeleted={onDeleted} />
      </PageFrame>
    </MemberOnly>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card grid min-w-0 gap-4">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function PrivacySettings({ t, onDeleted }: { t: Translate<PrivacySettingsTexts>; onDeleted: () => void }) {
  const consents = useQuery(consentsQuery);
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDialog = () => setDialogOpen(true);

  return (
    <div className="grid max-w-3xl gap-6">
      <Section title={t("consentsHeading")}>
        <p className="text-slate-700">{t("consentsIntro")}</p>
        {consents.data ? (
          <>
            <ConsentList t={t} consents={consents.data} onDeleteAccount={openDialog} />
            <ConsentHistory t={t} history={consents.data.history} />
          </>
        ) : consents.isError ? (
          <div role="alert" className="grid gap-2">
            <p className="text-red-800">{t("loadFailed")}</p>
            <button
              type="button"
              className="btn-outline justify-self-start"
              onClick={() => consents.refetch()}
            >
              {t("retry")}
            </button>
          </div>
        ) : (
          <p role="status" className="text-slate-600">
            {t("loading")}
          </p>
        )}
      </Section>

      <Section title={t("downloadHeading")}>
        <p className="text-slate-700">{t("downloadText")}</p>
        <DataDownload t={t} />
      </Section>

      <MailPreferencesSection />

      <Suspense fallback={null}>
        <PushSettingsSection />
      </Suspense>

      <Section title={t("deleteHeading")}>
        <p className="text-slate-700">{t("deleteText")}</p>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={openDialog}
          className="inline-flex items-center justify-center gap-2 justify-self-start rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t("deleteButton")}
        </button>
      </Section>

      <p className="text-sm text-slate-600">
        {t("requestsNote", {
          email: isolate(contacts.privacyEmail),
          days: marketing.support.privacyResponseDays,
        })}
      </p>

      <DeleteAccountDialog
        t={t}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onDeleted={onDeleted}
      />
    </div>
  );
}
