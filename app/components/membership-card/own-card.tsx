import { Download, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import type { OwnMembershipCard } from "../../../worker/contract/membership-card";
import { useLanguage, useT } from "../../i18n";
import { rtlLanguages } from "../../i18n/define";
import { membershipCardMessages } from "../../i18n/messages/membership-card";
import { memberCityLabel } from "../../lib/member-cities";
import { langAttributes } from "../page-frame";
import { makeQrMatrix, type QrMatrix, saveBlob } from "../profile/qr-image";
import { QrSvg } from "../ui/qr-svg";
import { toast } from "../ui/toast-store";
import { formatCardDate, verifyUrl } from "./card-format";
import { cardFileName, cardPngBlob } from "./card-png";
import { type CardLine, MemberCardFace } from "./member-card";
import { useValidUntilText } from "./valid-until";

/** The signed-in member's card: details, a QR code to the public verify page, download and share. */
export function OwnCard({ card }: { card: OwnMembershipCard }) {
  const t = useT(membershipCardMessages);
  const { language } = useLanguage();
  const validUntilText = useValidUntilText();
  const link = verifyUrl(location.origin, card.membershipId);
  const [matrix, setMatrix] = useState<QrMatrix | null>(null);

  useEffect(() => {
    let live = true;
    makeQrMatrix(link).then(
      (made) => live && setMatrix(made),
      () => live && toast({ title: t("qrError"), variant: "destructive" }),
    );
    return () => {
      live = false;
    };
  }, [link, t]);

  const notProvided = t("notProvided");
  const lines: CardLine[] = [
    { label: t("tier"), value: card.tierName, ...langAttributes(card.shownIn.tierName, language) },
    {
      label: t("discountLevel"),
      value:
        card.discountPercent === null ? notProvided : t("discountValue", { percent: card.discountPercent }),
    },
    { label: t("city"), value: memberCityLabel(card.city, language) || notProvided },
    { label: t("profession"), value: card.profession || notProvided },
    { label: t("company"), value: card.company || notProvided },
    {
      label: t("memberSince"),
      value: card.memberSince ? formatCardDate(card.memberSince, language) : notProvided,
    },
    {
      label: t("validUntil"),
      value: validUntilText(card.validUntil),
    },
  ];

  async function download() {
    if (!matrix) return;
    try {
      const pngLines = lines.filter((line) => line.label === t("tier") || line.label === t("validUntil"));
      const blob = await cardPngBlob(
        {
          brand: t("cardBrand"),
          name: card.name,
          membershipId: card.membershipId,
          lines: pngLines,
          qr: matrix,
        },
        rtlLanguages.includes(language),
      );
      saveBlob(blob, cardFileName(card.membershipId));
      toast({ title: t("downloadedTitle"), description: t("downloadedText") });
    } catch {
      toast({ title: t("downloadFailed"), variant: "destructive" });
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t("linkCopiedTitle"), description: t("linkCopiedText") });
    } catch {
      toast({
        title: t("copyFailedTitle"),
        description: t("copyFailedText", { url: link }),
        variant: "destructive",
      });
    }
  }

  async function share() {
    if (typeof navigator.share !== "function") return copyLink();
    try {
      await navigator.share({
        title: t("shareTitle"),
        text: t("shareText", { id: card.membershipId }),
        url: link,
      });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === "AbortError")) await copyLink();
    }
  }

  return (
    <div className="grid gap-4">
      <MemberCardFace
        brand={t("cardBrand")}
        name={card.name}
        idLabel={t("membershipId")}
        membershipId={card.membershipId}
        lines={lines}
        qr={
          <div data-verify-url={link} className="grid size-40 place-items-center">
            {matrix ? <QrSvg matrix={matrix} size={160} label={t("qrLabel", { url: link })} /> : null}
          </div>
        }
      />
      {card.valid ? null : (
        <p role="status" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {t("expired")}
        </p>
      )}
      <p className="text-sm text-slate-600">{t("qrHint")}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={download} disabled={!matrix}>
          <Download aria-hidden="true" className="size-4" />
          {t("download")}
        </button>
        <button type="button" className="btn-outline" onClick={share}>
          <Share2 aria-hidden="true" className="size-4" />
          {t("share")}
        </button>
      </div>
    </div>
  );
}
