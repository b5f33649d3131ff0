import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Briefcase, MapPin } from "lucide-react";
import type { PublicProfile } from "../../../worker/contract/profile";
import { useT } from "../../i18n";
import { pagesMessages } from "../../i18n/messages/pages";
import { profileMessages } from "../../i18n/messages/profile";
import { useCityLabel } from "../../lib/member-cities";
import { useAuth } from "../../queries/auth";
import { publicProfileQuery } from "../../queries/profile";
import { initials } from "../layout/avatar";
import { useTierWords } from "../membership/tier-words";
import { MessageButton } from "../messages/message-button";
import { PageFrame } from "../page-frame";
import { ConnectButton } from "./connect-button";

/** /profile/{userId}, the page a QR code opens: public, and only for members who share their profile. */
export function PublicProfilePage({ userId }: { userId: string }) {
  const t = useT(profileMessages);
  const pages = useT(pagesMessages);
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const profile = useQuery(publicProfileQuery(userId));

  if (profile.isPending) {
    return (
      <PageFrame title={pages("publicProfileTitle")}>
        <p role="status" className="text-slate-600">
          {t("publicLoading")}
        </p>
      </PageFrame>
    );
  }
  if (!profile.data) {
    return (
      <PageFrame title={pages("publicProfileTitle")}>
        <div className="card grid max-w-xl gap-4">
          <p className="text-slate-800">{profile.isError ? t("publicLoadError") : t("publicNotFound")}</p>
          {authLoading || isAuthenticated ? null : (
            <div className="flex flex-wrap items-center gap-3">
              <Link to="/login" className="btn-primary">
                {t("signIn")}
              </Link>
              <span className="text-sm text-slate-600">{t("publicSignInHint")}</span>
            </div>
          )}
        </div>
      </PageFrame>
    );
  }
  return <PublicCard profile={profile.data} />;
}

function PublicCard({ profile }: { profile: PublicProfile }) {
  const t = useT(profileMessages);
  const tiers = useTierWords();
  const cityLabel = useCityLabel();
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  const role =
    profile.title && profile.company
      ? t("titleAtCompany", { title: profile.title, company: profile.company })
      : (profile.title ?? profile.company);
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <article className="card grid justify-items-center gap-4 text-center">
        {profile.profileImageUrl ? (
          <img
            src={profile.profileImageUrl}
            alt={t("publicPhotoAlt", { name })}
            width={128}
            height={128}
            className="size-32 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-32 place-items-center rounded-full bg-brand-700 text-4xl font-semibold text-white"
          >
            {initials({ firstName: profile.firstName, lastName: profile.lastName, email: "?" })}
          </span>
        )}
        <h1 className="text-3xl font-bold text-slate-900">{name || t("aMember")}</h1>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          {tiers.member(profile.membershipTier)}
        </span>
        {role ? (
          <p className="flex items-center gap-2 text-slate-700">
            <Briefcase aria-hidden="true" className="size-4" />
            {role}
          </p>
        ) : null}
        {profile.location ? (
          <p className="flex items-center gap-2 text-slate-700">
            <MapPin aria-hidden="true" className="size-4" />
            <span dir="auto">{cityLabel(profile.location)}</span>
          </p>
        ) : null}
        <ConnectButton userId={profile.id} />
        <MessageButton userId={profile.id} />
      </article>
    </div>
  );
}
