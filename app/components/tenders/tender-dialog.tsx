import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useId, useRef } from "react";
import type { TenderDetail, TenderSummary } from "../../../worker/contract/tenders";
import { useLanguage, useT } from "../../i18n";
import { tendersMessages } from "../../i18n/messages/tenders";
import { tenderQuery } from "../../queries/tenders";
import { ModalDialog } from "./modal-dialog";
import { categoryLabel, formatDeadline, formatSize, statusBadgeClass } from "./tender-format";

/**
 * The details of the tender named in the URL (`?tender=slug`). The API decides what is shown:
 * Premium and Executive members get the details and documents, others the teaser and the way to
 * upgrade. `focusDocuments` moves focus to the documents (the card's "Download documents").
 */
export function TenderDialog({
  slug,
  focusDocuments,
  onClose,
}: {
  slug: string | undefined;
  focusDocuments: boolean;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <ModalDialog open={Boolean(slug)} onClose={onClose} labelledBy={`${id}-title`}>
      {slug ? (
        <TenderDialogBody
          slug={slug}
          titleId={`${id}-title`}
          focusDocuments={focusDocuments}
          onClose={onClose}
        />
      ) : null}
    </ModalDialog>
  );
}

function TenderDialogBody({
  slug,
  titleId,
  focusDocuments,
  onClose,
}: {
  slug: string;
  titleId: string;
  focusDocuments: boolean;
  onClose: () => void;
}) {
  const t = useT(tendersMessages);
  const query = useQuery(tenderQuery(slug));
  const data = query.data;
  const tender = data && data.locked !== null ? data.tender : null;

  return (
    <div className="grid gap-5">
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold text-slate-900" dir="auto">
          {tender?.title ?? t("detailsHeading")}
        </h2>
        <button type="button" className="btn-ghost shrink-0" onClick={onClose}>
          {t("close")}
        </button>
      </div>
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t("detailsLoading")}
        </p>
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p className="text-red-800">{t("detailsFailed")}</p>
          <button type="button" className="btn-outline" onClick={() => void query.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : !tender ? (
        <p role="status" className="text-slate-700">
          {t("notFound")}
        </p>
      ) : (
        <>
          <TenderFacts
            tender={tender}
            referenceNumber={data?.locked === false ? data.tender.referenceNumber : null}
          />
          {data?.locked === false ? (
            <PremiumContent tender={data.tender} focusDocuments={focusDocuments} />
          ) : (
            <UpgradePrompt />
          )}
        </>
      )}
    </div>
  );
}

function TenderFacts({ tender, referenceNumber }: { tender: TenderSummary; referenceNumber: string | null }) {
  const t = useT(tendersMessages);
  const { language } = useLanguage();
  return (
    <div className="grid gap-3">
      <ul className="flex flex-wrap gap-2 text-xs font-semibold">
        <li className={`rounded-full px-2.5 py-0.5 ${statusBadgeClass(tender.status)}`}>
          {t(tender.status === "Active" ? "statusActive" : "statusClosed")}
        </li>
        <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
          {categoryLabel(t, tender.category)}
        </li>
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-700">{t("organization")}</dt>
        <dd dir="auto">{tender.organization}</dd>
        <dt className="font-semibold text-slate-700">{t("value")}</dt>
        <dd dir="auto">{tender.value}</dd>
        <dt className="font-semibold text-slate-700">{t("deadline")}</dt>
        <dd>
          <time dateTime={tender.deadline}>{formatDeadline(tender.deadline, language)}</time>
        </dd>
        {referenceNumber ? (
          <>
            <dt className="font-semibold text-slate-700">{t("referenceNumber")}</dt>
            <dd dir="ltr" className="text-start">
              {referenceNumber}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="text-slate-700" dir="auto">
        {tender.description}
      </p>
    </div>
  );
}

function UpgradePrompt() {
  const t = useT(tendersMessages);
  return (
    <section
      aria-labelledby="tender-locked-title"
      data-testid="tender-upgrade-prompt"
      className="grid justify-items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="tender-locked-title" className="font-semibold text-amber-950">
        {t("lockedTitle")}
      </h3>
      <p className="text-amber-950">{t("lockedText")}</p>
      <Link to="/subscription" className="btn-primary">
        {t("upgrade")}
      </Link>
    </section>
  );
}

function PremiumContent({ tender, focusDocuments }: { tender: TenderDetail; focusDocuments: boolean }) {
  const t = useT(tendersMessages);
  const { language } = useLanguage();
  const documentsRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusDocuments) documentsRef.current?.focus();
  }, [focusDocuments]);

  return (
    <>
      <section aria-labelledby="tender-details-title" className="grid gap-2">
        <h3 id="tender-details-title" className="font-semibold text-slate-900">
          {t("detailsHeading")}
        </h3>
        <p className="whitespace-pre-line text-slate-800" dir="auto" data-testid="tender-details">
          {tender.details}
        </p>
      </section>
      <section aria-labelledby="tender-documents-title" className="grid gap-2">
        <h3
          id="tender-documents-title"
          ref={documentsRef}
          tabIndex={-1}
          className="font-semibold text-slate-900"
        >
          {t("documentsHeading")}
        </h3>
        {tender.documents.length === 0 ? (
          <p className="text-slate-600">{t("noDocuments")}</p>
        ) : (
          <ul className="grid gap-2">
            {tender.documents.map((doc) => (
              <li key={doc.id}>
                <a
                  href={doc.url}
                  download={doc.fileName}
                  className="font-medium text-brand-700 underline underline-offset-4"
                >
                  <bdi>{doc.fileName}</bdi>
                </a>{" "}
                <span className="text-sm text-slate-600">({formatSize(doc.size, t, language)})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
