import { useQuery } from "@tanstack/react-query";
import { EyeOff } from "lucide-react";
import { useT } from "../../i18n";
import { profileMessages } from "../../i18n/messages/profile";
import { serverMessage } from "../../lib/api-errors";
import { consentsQuery, useChangeConsentMutation } from "../privacy/use-privacy";
import { toast } from "../ui/toast-store";

/**
 * /profile/{id} answers "private or does not exist" until the member shares their profile: the QR card
 * says so and offers the switch in place (the same consent as /privacy-settings). Null while sharing is on.
 */
export function QrSharingNotice() {
  const t = useT(profileMessages);
  const consents = useQuery(consentsQuery);
  const change = useChangeConsentMutation();
  if (!consents.data || consents.data.current.profile_sharing?.granted) return null;
  const turnOn = () =>
    change.mutate(
      { purpose: "profile_sharing", granted: true },
      {
        onSuccess: () => toast({ title: t("sharingOnTitle"), description: t("sharingOnText") }),
        onError: (error) =>
          toast({
            title: t("sharingFailedTitle"),
            description: serverMessage(error) ?? t("sharingFailedText"),
            variant: "destructive",
          }),
      },
    );
  return (
    <div
      role="status"
      className="grid justify-items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <EyeOff aria-hidden="true" className="size-4" />
        {t("sharingOffTitle")}
      </p>
      <p>{t("sharingOffText")}</p>
      <button type="button" className="btn-primary" disabled={change.isPending} onClick={turnOn}>
        {change.isPending ? t("sharingTurningOn") : t("sharingTurnOn")}
      </button>
    </div>
  );
}
