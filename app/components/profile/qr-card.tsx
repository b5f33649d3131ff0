import { Copy, Download, Share2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { profileMessages } from "../../i18n/messages/profile";
import { QrSvg } from "../ui/qr-svg";
import { toast } from "../ui/toast-store";
import { qrFileName } from "./qr-file-name";
import { makeQrMatrix, type QrMatrix, qrPngBlob, saveBlob } from "./qr-image";
import { QrSharingNotice } from "./qr-sharing";

type QrUser = Pick<CurrentUser, "id" | "firstName" | "lastName">;

export const profileLink = (userId: string) => `${location.origin}/profile/${userId}`;

/** The shareable profile card: a QR code made on the device, with copy, download and share. */
export function QrCard({ user, size = 200 }: { user: QrUser; size?: number }) {
  const t = useT(profileMessages);
  const headingId = useId();
  const link = profileLink(user.id);
  const [matrix, setMatrix] = useState<QrMatrix | null>(null);
  const [failed, setFailed] = useState(false);
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || t("aMember");

  useEffect(() => {
    let live = true;
    makeQrMatrix(link).then(
      (made) => live && setMatrix(made),
      () => {
        if (!live) return;
        setFailed(true);
        toast({ title: t("qrErrorTitle"), description: t("qrErrorText"), variant: "destructive" });
      },
    );
    return () => {
      live = false;
    };
  }, [link, t]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t("linkCopiedTitle"), description: t("linkCopiedText") });
    } catch {
      toast({ title: t("copyFailedTitle"), description: t("copyFailedText"), variant: "destructive" });
    }
  }

  async function download() {
    if (!matrix) return;
    try {
      saveBlob(await qrPngBlob(matrix), qrFileName(user.firstName, user.lastName));
      toast({ title: t("downloadedTitle"), description: t("downloadedText") });
    } catch {
      toast({ title: t("qrErrorTitle"), description: t("qrErrorText"), variant: "destructive" });
    }
  }

  async function share() {
    if (typeof navigator.share !== "function") return copy();
    try {
      await navigator.share({ title: t("shareTitle", { name }), text: t("shareText", { name }), url: link });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === "AbortError")) await copy();
    }
  }

  return (
    <section aria-labelledby={headingId} className="card grid justify-items-center gap-4 text-center">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {t("qrHeading")}
        </h2>
        <p className="text-sm text-slate-600">{t("qrLead")}</p>
      </div>
      <QrSharingNotice />
      <div style={{ width: size, height: size }} className="grid place-items-center">
        {matrix ? (
          <QrSvg matrix={matrix} size={size} label={t("qrAlt")} />
        ) : failed ? (
          <p className="text-sm text-red-700">{t("qrErrorText")}</p>
        ) : (
          <p role="status" className="text-sm text-slate-600">
            {t("qrLoading")}
          </p>
        )}
      </div>
      <p className="grid gap-1 text-sm">
        <span className="text-slate-600">{t("profileLink")}</span>
        <span dir="ltr" className="break-all font-mono text-slate-900">
          {link}
        </span>
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" onClick={copy} className="btn-outline">
          <Copy aria-hidden="true" className="size-4" />
          {t("copyLink")}
        </button>
        <button type="button" onClick={download} disabled={!matrix} className="btn-outline">
          <Download aria-hidden="true" className="size-4" />
          {t("download")}
        </button>
        <button type="button" onClick={share} className="btn-outline">
          <Share2 aria-hidden="true" className="size-4" />
          {t("share")}
        </button>
      </div>
    </section>
  );
}
