import { Mail, Phone, SquareArrowOutUpRight } from "lucide-react";
import { applyChannelOf } from "../../../worker/contract/contact-channels";
import { useT } from "../../i18n";
import { jobsMessages } from "../../i18n/messages/jobs";

const icons = { email: Mail, link: SquareArrowOutUpRight, phone: Phone } as const;
const hints = { email: "applyByEmail", link: "applyByLink", phone: "applyByPhone" } as const;

/**
 * The job's "Apply": a mailto:, https or tel: link to the way the poster gave. Nothing when the text
 * names none (jobs posted before every job needed one).
 */
export function ApplyButton({ howToApply }: { howToApply: string | null }) {
  const t = useT(jobsMessages);
  const channel = applyChannelOf(howToApply);
  if (!channel) return null;
  const Icon = icons[channel.kind];
  const external = channel.kind === "link" ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a href={channel.href} {...external} aria-describedby="job-apply-hint" className="btn-primary gap-2">
        <Icon aria-hidden="true" className="size-4" />
        {t("apply")}
      </a>
      <span id="job-apply-hint" className="text-sm text-slate-600">
        {t(hints[channel.kind], { target: channel.target })}
      </span>
    </div>
  );
}
