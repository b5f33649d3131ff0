import { useState } from "react";
import { useT } from "../../i18n";
import { membershipMessages } from "../../i18n/messages/membership";
import { pagesMessages } from "../../i18n/messages/pages";
import { PageFrame } from "../page-frame";
import { ApplicationSection } from "./application-section";
import { RegistrationFlow } from "./registration-flow";

type Tab = "register" | "apply";

/** /membership: the registration flow and, on a second tab, the application (spec point 3). */
export function MembershipPage() {
  const t = useT(pagesMessages);
  const m = useT(membershipMessages);
  const [tab, setTab] = useState<Tab>("register");
  const tabs: [Tab, string][] = [
    ["register", m("registerTab")],
    ["apply", m("applyTab")],
  ];
  return (
    <PageFrame title={t("membershipTitle")} lead={t("membershipLead")}>
      <div
        role="tablist"
        aria-label={t("membershipTitle")}
        className="mb-6 flex gap-2 border-b border-slate-300"
      >
        {tabs.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`membership-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`membership-panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => setTab(value)}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
                const next = value === "register" ? "apply" : "register";
                setTab(next);
                document.getElementById(`membership-tab-${next}`)?.focus();
              }
            }}
            className="-mb-px border-b-2 border-transparent px-4 py-2 font-semibold text-slate-700 aria-selected:border-brand-700 aria-selected:text-brand-800"
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`membership-panel-${tab}`} aria-labelledby={`membership-tab-${tab}`}>
        {tab === "register" ? <RegistrationFlow /> : <ApplicationSection />}
      </div>
    </PageFrame>
  );
}
