import type { ModerationItem } from "../../../worker/contract/moderation";
import { useLanguage, useT } from "../../i18n";
import { adminModerationMessages } from "../../i18n/messages/admin-moderation";
import { useCityLabel } from "../../lib/member-cities";
import { ReasonAction } from "../admin/kit";
import { REASON_MAX, REASON_MIN } from "./reason-check";

const kindLabel = {
  photo: "kindPhoto",
  job: "kindJob",
  business: "kindBusiness",
  application: "kindApplication",
  report: "kindReport",
} as const;

/** What the admin needs to decide: the kind's own details. */
function Preview({ item }: { item: ModerationItem }) {
  const t = useT(adminModerationMessages);
  const cityLabel = useCityLabel();
  const { preview } = item;
  switch (preview.kind) {
    case "photo":
      return (
        <div className="grid gap-2">
          <img
            src={preview.imageUrl}
            alt={t("photoAlt", { event: preview.eventName })}
            loading="lazy"
            className="max-h-60 w-auto max-w-full rounded-lg bg-slate-100 object-contain"
          />
          <p className="text-sm text-slate-700" dir="auto">
            {t("photoEvent", { event: preview.eventName })}
          </p>
        </div>
      );
    case "job":
      return (
        <p className="text-sm text-slate-700" dir="auto">
          {t("jobPreview", { company: preview.company, city: preview.city })}
        </p>
      );
    case "business":
      return (
        <p className="text-sm text-slate-700" dir="auto">
          {t("businessPreview", { category: preview.category, city: preview.city })}
        </p>
      );
    case "application":
      return (
        <p className="text-sm text-slate-700" dir="auto">
          {t("applicationPreview", {
            tier: preview.tier,
            city: cityLabel(preview.city),
            profession: preview.profession,
          })}
        </p>
      );
    case "report":
      return (
        <div className="grid gap-2 text-sm">
          <blockquote className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-slate-800" dir="auto">
            {preview.excerpt}
          </blockquote>
          <p dir="auto">
            {t("reportReason", { reason: preview.reason })}{" "}
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
              {t("reportCount", { n: preview.reportCount })}
            </span>
          </p>
        </div>
      );
  }
}

/** One pending item: what it is, who sent it when, its preview, and the two decisions. */
export function ModerationCard({
  item,
  onApprove,
  onReject,
}: {
  item: ModerationItem;
  onApprove: () => void;
  onReject: (reason: string) => void;
}) {
  const t = useT(adminModerationMessages);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(item.submittedAt),
  );
  const isReport = item.kind === "report";
  const title = isReport ? t("reportTitle", { name: item.title }) : item.title;
  const byline = item.submittedBy
    ? t(isReport ? "reportedBy" : "submittedBy", { name: item.submittedBy, date })
    : t("submittedOn", { date });
  return (
    <li className="card grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900" dir="auto">
          {title}
        </h3>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {t(kindLabel[item.kind])}
        </span>
      </div>
      <p className="text-sm text-slate-600" dir="auto">
        {byline}
      </p>
      <Preview item={item} />
      <div className="flex flex-wrap items-start gap-2">
        <button type="button" className="btn-primary" onClick={onApprove}>
          {t(isReport ? "keepPost" : "approve")}
          <span className="sr-only"> {title}</span>
        </button>
        <ReasonAction
          label={t(isReport ? "removePost" : "reject")}
          onConfirm={onReject}
          minLength={REASON_MIN}
          maxLength={REASON_MAX}
        />
      </div>
    </li>
  );
}
