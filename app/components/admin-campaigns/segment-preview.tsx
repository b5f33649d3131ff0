import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { CampaignKind, Segment, SegmentSampleMember } from "../../../worker/contract/campaigns";
import { isMemberCity, memberCityNames } from "../../../worker/contract/cities";
import { useLanguage, useT } from "../../i18n";
import { adminCampaignsMessages } from "../../i18n/messages/admin-campaigns";
import { serverMessage } from "../../lib/api-errors";
import { ScrollBox } from "../ui/scroll-box";
import { segmentPreviewQuery } from "./campaigns-api";
import { countText, languageLabel, tierLabel } from "./labels";
import { useSettledValue } from "./use-settled-value";

/**
 * The live count of a segment and a sample of who is in it. Asked once the filters settle; a newer
 * segment aborts the older request, and the last count stays on screen (marked "Counting...") meanwhile.
 */
export function SegmentPreview({
  segment,
  kind,
  valid,
}: {
  segment: Segment;
  kind: CampaignKind;
  /** False while a filter is not a valid value: nothing is asked until it is fixed. */
  valid: boolean;
}) {
  const t = useT(adminCampaignsMessages);
  const { language } = useLanguage();
  const headingId = useId();
  const settled = useSettledValue({ segment, kind });
  const preview = useQuery(segmentPreviewQuery(settled.segment, settled.kind, valid));
  const counting =
    valid && (preview.isFetching || JSON.stringify(settled) !== JSON.stringify({ segment, kind }));

  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-3 self-start rounded-lg border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-4"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t("previewHeading")}
      </h3>
      <div aria-live="polite" className="flex flex-wrap items-baseline gap-3">
        {preview.data ? (
          <p className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="segment-count">
            {t("previewCount", { count: countText(language, preview.data.count) })}
          </p>
        ) : null}
        {counting ? <p className="text-sm text-slate-600">{t("previewCounting")}</p> : null}
      </div>
      {!valid ? <p className="text-sm text-red-700">{t("previewFixFilters")}</p> : null}
      {valid && preview.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(preview.error) ?? t("previewError")}
        </p>
      ) : null}
      {preview.data ? <SampleTable sample={preview.data.sample} /> : null}
    </section>
  );
}

function SampleTable({ sample }: { sample: SegmentSampleMember[] }) {
  const t = useT(adminCampaignsMessages);
  const { language } = useLanguage();
  if (sample.length === 0) return <p className="text-sm text-slate-600">{t("sampleEmpty")}</p>;
  const city = (value: string | null) =>
    value === null ? t("noCity") : isMemberCity(value) ? memberCityNames[value][language] : value;
  return (
    <ScrollBox label={t("sampleCaption")} className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="text-start text-sm font-medium text-slate-700">{t("sampleCaption")}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {(["sampleName", "sampleEmail", "sampleTier", "sampleCity", "sampleLanguage"] as const).map(
              (key) => (
                <th key={key} scope="col" className="px-2 py-1 text-start font-semibold">
                  {t(key)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {sample.map((member) => (
            <tr key={member.userId} className="border-b border-slate-200">
              <th scope="row" className="px-2 py-1 text-start font-medium">
                {member.name}
              </th>
              <td className="px-2 py-1">
                <span dir="ltr">{member.email}</span>
              </td>
              <td className="px-2 py-1">{t(tierLabel[member.tier])}</td>
              <td className="px-2 py-1">{city(member.city)}</td>
              <td className="px-2 py-1">{t(languageLabel[member.language])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
