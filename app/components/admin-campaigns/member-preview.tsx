import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { CampaignDetail } from "../../../worker/contract/campaigns";
import { useLanguage, useT } from "../../i18n";
import { adminCampaignsMessages } from "../../i18n/messages/admin-campaigns";
import { serverMessage } from "../../lib/api-errors";
import { Field, inputClass } from "../ui/field";
import { campaignsBase, renderCampaign, segmentPreviewQuery } from "./campaigns-api";
import { channelsText, channelWord } from "./labels";

/**
 * The mail as a document the worker serves with a policy of its own. Not a srcdoc frame: that inherits
 * this page's CSP (style-src 'self'), which drops the mail's inline styles (worker/lib/security-headers.ts).
 */
const mailDocumentPath = (campaignId: string, userId: string) =>
  `${campaignsBase}/${encodeURIComponent(campaignId)}/render.html?userId=${encodeURIComponent(userId)}`;

/**
 * Shows the campaign as one member of the segment's sample will get it: the subject and the mail's HTML
 * (in a sandboxed frame: no scripts, no forms, nothing of this page reachable), in their language.
 */
export function MemberPreview({ detail }: { detail: CampaignDetail }) {
  const t = useT(adminCampaignsMessages);
  const { language } = useLanguage();
  const id = useId();
  const sample = useQuery(segmentPreviewQuery(detail.segment, detail.kind)).data?.sample ?? [];
  const [chosen, setChosen] = useState("");
  const userId = chosen || sample[0]?.userId || "";
  const render = useMutation({ mutationFn: (memberId: string) => renderCampaign(detail.id, memberId) });
  const rendered = render.data;
  const name = sample.find((member) => member.userId === render.variables)?.name ?? "";

  return (
    <section aria-labelledby={`${id}-heading`} className="card grid content-start gap-4">
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
          {t("memberPreviewHeading")}
        </h2>
        <p className="text-sm text-slate-700">{t("memberPreviewLead")}</p>
      </div>
      {sample.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noSampleMembers")}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <Field id={`${id}-member`} label={t("fieldPreviewMember")} className="min-w-64">
            <select
              id={`${id}-member`}
              className={inputClass}
              value={userId}
              onChange={(event) => setChosen(event.target.value)}
            >
              {sample.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {`${member.name} (${member.email})`}
                </option>
              ))}
            </select>
          </Field>
          <button
            type="button"
            className="btn-outline"
            disabled={!userId || render.isPending}
            onClick={() => render.mutate(userId)}
          >
            {render.isPending ? t("previewLoading") : t("showPreview")}
          </button>
        </div>
      )}
      {render.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(render.error) ?? t("previewError")}
        </p>
      ) : null}
      {rendered ? (
        <div className="grid gap-2">
          <p className="text-sm text-slate-700">
            {rendered.channels.length === 0
              ? t("previewNoChannels")
              : t("previewChannels", {
                  channels: channelsText(
                    language,
                    rendered.channels.map((channel) => t(channelWord[channel])),
                  ),
                })}
          </p>
          <p className="text-sm font-semibold text-slate-600">{t("previewSubject")}</p>
          <p lang={rendered.language} dir={rendered.dir} className="text-lg font-semibold text-slate-900">
            {rendered.subject}
          </p>
          <iframe
            title={t("previewFrameTitle", { name })}
            sandbox=""
            src={mailDocumentPath(detail.id, render.variables ?? "")}
            className="h-[32rem] w-full rounded-md border border-slate-300 bg-white"
          />
        </div>
      ) : null}
    </section>
  );
}
