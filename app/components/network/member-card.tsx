import { Link } from "@tanstack/react-router";
import { type SpokenLanguage, spokenLanguages } from "../../../worker/contract/enums";
import type { DirectoryMember } from "../../../worker/contract/network";
import { useT } from "../../i18n";
import { networkMessages } from "../../i18n/messages/network";
import { onboardingMessages } from "../../i18n/messages/onboarding";
import { profileMessages } from "../../i18n/messages/profile";
import { useCityLabel } from "../../lib/member-cities";
import { industryLabel } from "../onboarding/options";
import { spokenLanguageLabel } from "../profile/languages-field";
import { PersonPhoto } from "./person-photo";

const isSpokenLanguage = (value: string): value is SpokenLanguage =>
  (spokenLanguages as readonly string[]).includes(value);

const statusKeys = {
  connected: "statusConnected",
  outgoing: "statusOutgoing",
  incoming: "statusIncoming",
} as const;

/** One member in the directory; the name links to their profile (where Connect lives). */
export function MemberCard({ member }: { member: DirectoryMember }) {
  const t = useT(networkMessages);
  const tOnboarding = useT(onboardingMessages);
  const tProfile = useT(profileMessages);
  const cityLabel = useCityLabel();
  const place = [member.title, member.company].filter(Boolean).join(" · ");
  return (
    <li className="card flex items-start gap-4">
      <PersonPhoto person={member} />
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 className="text-lg font-semibold text-slate-900">
          <Link
            to="/profile/$userId"
            params={{ userId: member.id }}
            className="text-brand-800 underline-offset-2 hover:underline"
            dir="auto"
          >
            {member.name}
          </Link>
          {member.isSelf ? (
            <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t("you")}
            </span>
          ) : null}
        </h2>
        {place ? <p className="text-slate-700">{place}</p> : null}
        <p className="text-sm text-slate-600">
          {[cityLabel(member.location), member.industry ? industryLabel(tOnboarding, member.industry) : null]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {member.languages.length > 0 ? (
          <p className="text-sm text-slate-600">
            {member.languages
              .map((language) =>
                isSpokenLanguage(language) ? spokenLanguageLabel(tProfile, language) : language,
              )
              .join(" · ")}
          </p>
        ) : null}
        {member.skills.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-1">
            {member.skills.slice(0, 6).map((skill) => (
              <li key={skill} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
        {member.connection !== "none" ? (
          <p className="mt-1 text-sm font-semibold text-emerald-800">{t(statusKeys[member.connection])}</p>
        ) : null}
      </div>
    </li>
  );
}
