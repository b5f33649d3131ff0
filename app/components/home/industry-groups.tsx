import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Users } from "lucide-react";
import type { IndustryGroup } from "../../../worker/contract/home";
import { useLanguage, useT } from "../../i18n";
import { type HomeTexts, homeMessages } from "../../i18n/messages/home";
import { homeSummaryQuery } from "../../queries/home";

// Stored industries stay English (onboarding's list); the group's name is shown translated.
const groupKeys: Record<string, keyof HomeTexts> = {
  "Oil & Gas": "groupOilGas",
  Construction: "groupConstruction",
  "Information Technology": "groupIt",
  Healthcare: "groupHealthcare",
  "Finance & Banking": "groupFinance",
  Manufacturing: "groupManufacturing",
  Education: "groupEducation",
  Retail: "groupRetail",
  Hospitality: "groupHospitality",
  Transportation: "groupTransportation",
  Agriculture: "groupAgriculture",
  "Real Estate": "groupRealEstate",
};

/**
 * Real member counts per industry, the member's own first (GET /api/home/summary). Each group opens
 * the business directory filtered to that industry: the directory's industries include every
 * member industry, so the link always lands on a real, relevant list.
 */
export function IndustryGroups() {
  const t = useT(homeMessages);
  const summary = useQuery(homeSummaryQuery);
  const groups = summary.data?.industryGroups;
  return (
    <section aria-labelledby="home-industry-groups" className="card grid gap-3" data-testid="industry-groups">
      <h2 id="home-industry-groups" className="text-base font-semibold text-slate-900">
        {t("industryGroups")}
      </h2>
      {summary.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t("countsLoading")}
        </p>
      ) : summary.isError || !groups ? (
        <p className="text-sm text-red-700">{t("groupsError")}</p>
      ) : groups.length === 0 ? (
        <p className="text-sm text-slate-600">{t("groupsEmpty")}</p>
      ) : (
        <ul className="grid gap-2">
          {groups.map((group) => (
            <GroupItem key={group.industry} group={group} />
          ))}
        </ul>
      )}
    </section>
  );
}

function GroupItem({ group }: { group: IndustryGroup }) {
  const t = useT(homeMessages);
  const { language } = useLanguage();
  const key = groupKeys[group.industry];
  return (
    <li>
      <Link
        to="/business"
        search={{ industry: group.industry }}
        className="flex items-start gap-3 rounded-md px-2 py-1.5 hover:bg-slate-50"
      >
        <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span className="grid">
          <span className="text-sm font-medium text-slate-900">{key ? t(key) : group.industry}</span>
          <span className="text-xs text-slate-600">
            {t(
              new Intl.PluralRules(language).select(group.members) === "one"
                ? "groupOneMember"
                : "groupMembers",
              {
                count: new Intl.NumberFormat(language).format(group.members),
              },
            )}
            {group.mine ? ` · ${t("yourGroup")}` : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
