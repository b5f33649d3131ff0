import { useEffect, useState } from "react";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { makeQrMatrix, type QrMatrix } from "../profile/qr-image";
import { QrSvg } from "../ui/qr-svg";

/** The ticket's QR, drawn on the device (no network); the code stays readable as text below it. */
export function TicketQr({ code, size = 200 }: { code: string; size?: number }) {
  const t = useT(eventRsvpMessages);
  const [matrix, setMatrix] = useState<QrMatrix | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    makeQrMatrix(code).then(
      (made) => live && setMatrix(made),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <div className="grid justify-items-center gap-2">
      <div style={{ width: size, height: size }} className="grid place-items-center">
        {matrix ? (
          <QrSvg matrix={matrix} size={size} label={t("ticketAlt")} />
        ) : (
          <p role="status" className={`text-sm ${failed ? "text-red-700" : "text-slate-600"}`}>
            {t(failed ? "ticketFailed" : "ticketLoading")}
          </p>
        )}
      </div>
      <p className="grid gap-1 text-sm">
        <span className="text-slate-600">{t("ticketCode")}</span>
        <span
          dir="ltr"
          data-testid="ticket-code"
          className="break-all font-mono text-2xl font-semibold tracking-widest text-slate-900"
        >
          {code}
        </span>
      </p>
    </div>
  );
}
