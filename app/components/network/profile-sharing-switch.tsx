import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useT } from "../../i18n";
import { privacySettingsMessages } from "../../i18n/messages/privacy-settings";
import { serverMessage } from "../../lib/api-errors";
import { consentsQuery, useChangeConsentMutation } from "../privacy/use-privacy";
import { toast } from "../ui/toast-store";

/**
 * Profile sharing on the profile itself: the same ledger consent as Privacy & data (every change a new
 * row), with what it shows and to whom written next to the switch.
 */
export function ProfileSharingSwitch() {
  const t = useT(privacySettingsMessages);
  const id = useId();
  const consents = useQuery(consentsQuery);
  const change = useChangeConsentMutation();
  if (!consents.data) return null;
  const granted = change.isPending
    ? Boolean(change.variables?.granted)
    : Boolean(consents.data.current.profile_sharing?.granted);
  const toggle = (next: boolean) =>
    change.mutate(
      { purpose: "profile_sharing", granted: next },
      {
        onSuccess: () => toast({ title: t("purposeProfileSharing"), description: t("saved") }),
        onError: (error) =>
          toast({ title: t("saveFailed"), description: serverMessage(error) ?? "", variant: "destructive" }),
      },
    );
  return (
    <section className="card grid gap-2 lg:col-span-2">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <label htmlFor={id} className="font-semibold text-slate-900">
            {t("purposeProfileSharing")}
          </label>
          <p id={`${id}-help`} className="text-sm text-slate-600">
            {t("purposeProfileSharingHelp")}
          </p>
        </div>
        <span className="relative mt-1 inline-flex shrink-0 items-center gap-2">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={granted}
            aria-checked={granted}
            aria-describedby={`${id}-help`}
            disabled={change.isPending}
            onChange={(event) => toggle(event.target.checked)}
            className="size-6 cursor-pointer accent-brand-700"
          />
          <span aria-hidden="true" className="text-sm font-medium text-slate-700">
            {granted ? t("given") : t("withdrawn")}
          </span>
        </span>
      </div>
    </section>
  );
}
