import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { tendersMessages } from "../../i18n/messages/tenders";

/** Shown to members without premium access: what they are missing and the way to upgrade. */
export function PremiumBanner() {
  const t = useT(tendersMessages);
  return (
    <section
      aria-labelledby="tenders-premium-title"
      className="mb-6 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <div className="grid max-w-3xl gap-1">
        <h2 id="tenders-premium-title" className="text-lg font-semibold text-amber-950">
          {t("bannerTitle")}
        </h2>
        <p className="text-amber-950">{t("bannerText")}</p>
      </div>
      <Link to="/subscription" className="btn-primary">
        {t("upgrade")}
      </Link>
    </section>
  );
}
