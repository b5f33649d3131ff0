import { Link } from "@tanstack/react-router";
import { Clock, ExternalLink, UserRound, Users } from "lucide-react";
import type { WhatsappGroup, WhatsappGroupType } from "../../../worker/contract/whatsapp-groups";
import { type Translate, useLanguage, useT } from "../../i18n";
import { type WhatsappTexts, whatsappMessages } from "../../i18n/messages/whatsapp";
import { useShownIn } from "../page-frame";
import { activityTime } from "./relative-time";

export const typeLabels: Record<WhatsappGroupType, keyof WhatsappTexts> = {
  business: "typeBusiness",
  jobs: "typeJobs",
  trade: "typeTrade",
  cultural: "typeCultural",
  general: "typeGeneral",
};

const VISIBLE_RULES = 2;

export function GroupCard({ group }: { group: WhatsappGroup }) {
  const t = useT(whatsappMessages);
  const { language } = useLanguage();
  const headingId = `wa-group-${group.id}`;
  const shownIn = useShownIn();
  const extraRules = group.rules.length - VISIBLE_RULES;
  return (
    <article aria-labelledby={headingId} className="card flex h-full flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900" {...shownIn(group.shownIn.name)}>
          {group.name}
        </h2>
        <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
          {t(typeLabels[group.groupType])}
        </span>
      </div>
      <p className="text-slate-700" {...shownIn(group.shownIn.description)}>
        {group.description}
      </p>
      <ul className="grid gap-1 text-sm text-slate-600">
        <li className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-4" />
          {t("members", { count: new Intl.NumberFormat(language).format(group.memberCount) })}
        </li>
        <li className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-4" />
          {t("admin", { name: `\u2068${group.adminName}\u2069` })}
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4" />
          <time dateTime={group.lastActivityAt}>
            {t("lastActivity", { time: activityTime(group.lastActivityAt, language) })}
          </time>
        </li>
      </ul>
      {group.rules.length > 0 ? <Rules rules={group.rules} extra={extraRules} t={t} /> : null}
      {group.tags.length > 0 ? (
        <ul aria-label={t("tagsLabel")} className="flex flex-wrap gap-1.5">
          {group.tags.map((tag) => (
            <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-2">
        {group.inviteLink ? (
          <a
            href={group.inviteLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={headingId}
            className="btn-primary"
          >
            {t("joinGroup")}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("opensInNewTab")}</span>
          </a>
        ) : (
          <Link to="/login" search={{ next: "/whatsapp-groups" }} className="btn-outline">
            {t("signInToJoin")}
          </Link>
        )}
      </div>
    </article>
  );
}

function Rules({ rules, extra, t }: { rules: string[]; extra: number; t: Translate<WhatsappTexts> }) {
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-semibold text-slate-800">{t("rulesHeading")}</h3>
      <ul className="list-disc ps-5 text-sm text-slate-700">
        {rules.slice(0, VISIBLE_RULES).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {extra > 0 ? <p className="text-sm text-slate-500">{t("moreRules", { count: extra })}</p> : null}
    </div>
  );
}
