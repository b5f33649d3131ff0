import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

const SCAN_EVERY_MS = 300;
const detectorClass = () =>
  typeof window !== "undefined" && "BarcodeDetector" in window
    ? ((window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector as DetectorClass)
    : null;

/**
 * Camera scanning with the browser's own BarcodeDetector (no library, no third-party request).
 * Browsers without it get a note; manual entry below stays the way in.
 */
export function QrScanner({ onCode, paused }: { onCode: (code: string) => void; paused: boolean }) {
  const t = useT(adminEventsMessages);
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef({ onCode, paused });
  latest.current = { onCode, paused };
  const Supported = detectorClass();

  useEffect(() => {
    if (!on || !Supported) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Supported({ formats: ["qr_code"] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(async (media) => {
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        await element.play();
        let busy = false;
        timer = setInterval(async () => {
          if (busy || latest.current.paused || element.readyState < 2) return;
          busy = true;
          try {
            const [code] = await detector.detect(element);
            if (code?.rawValue) latest.current.onCode(code.rawValue);
          } catch {
            // A frame that cannot be read is skipped; the next one is tried 300 ms later.
          } finally {
            busy = false;
          }
        }, SCAN_EVERY_MS);
      })
      .catch(() => {
        setFailed(true);
        setOn(false);
      });
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on, Supported]);

  if (!Supported || failed) {
    return <p className="rounded-md bg-slate-100 p-3 text-slate-700">{t("cameraUnavailable")}</p>;
  }
  return (
    <div className="grid gap-3">
      <button type="button" className="btn-primary min-h-12 text-lg" onClick={() => setOn((value) => !value)}>
        {on ? t("stopCamera") : t("startCamera")}
      </button>
      {on ? (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t("cameraLabel")}
          className="aspect-square w-full rounded-lg bg-black object-cover"
        />
      ) : null}
    </div>
  );
}
