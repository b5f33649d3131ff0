import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { useT } from "../../i18n";
import { landingMessages } from "../../i18n/messages/landing";
import { shellMessages } from "../../i18n/messages/shell";
import { goldButton, lightOutlineButton, urduLeading } from "./styles";

export function Hero() {
  const t = useT(landingMessages);
  const shell = useT(shellMessages);
  return (
    <section
      aria-labelledby="landing-hero"
      className="relative isolate overflow-hidden bg-linear-to-br from-brand-900 to-brand-800 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -end-24 -top-24 -z-10 size-96 rounded-full bg-gold-500/20 blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <p className="font-semibold text-gold-500">{shell("communityFullName")}</p>
        <h1 id="landing-hero" className={`mt-3 max-w-3xl text-4xl font-bold sm:text-5xl ${urduLeading}`}>
          {t("heroTitle")}
        </h1>
        <p className={`mt-4 max-w-2xl text-lg text-brand-100 ${urduLeading}`}>{t("heroLead")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/signup" className={goldButton}>
            {t("heroJoin")}
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </Link>
          <Link to="/premium" className={lightOutlineButton}>
            {t("heroPremium")}
          </Link>
        </div>
      </div>
    </section>
  );
}
