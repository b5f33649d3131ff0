import { Download } from "lucide-react";
import { useState } from "react";
import type { Translate } from "../../i18n";
import type { PrivacySettingsTexts } from "../../i18n/messages/privacy-settings";
import { serverMessage } from "../onboarding/server-message";
import { toast } from "../ui/toast-store";
import { downloadMyData } from "./use-privacy";

/** PDPL access and portability: one button, one JSON file. */
export function DataDownload({ t }: { t: Translate<PrivacySettingsTexts> }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast({ title: t("downloadFailed"), description: serverMessage(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn-outline justify-self-start" disabled={busy} onClick={download}>
      <Download aria-hidden="true" className="size-4" />
      {busy ? t("downloading") : t("downloadButton")}
    </button>
  );
}
