// "Scan with the camera" on the count page (issue 33): progressive enhancement. Shown only where the browser has a
// barcode detector (BarcodeDetector, the Shape Detection API: Chrome on Android, for one) and a camera; it reads an
// EAN-13 from the back camera and hands it over, as a scanner would have typed it. No library, nothing downloaded;
// everywhere else the field takes a USB or Bluetooth scanner's digits or typing. The page's Permissions-Policy
// allows the camera for this page only.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/texts";
import { secondaryButtonClasses } from "../page";

interface DetectedBarcode {
  rawValue: string;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> };

const detectorClass = (): BarcodeDetectorClass | undefined =>
  typeof window === "undefined" ? undefined : (window as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** How often a frame is looked at while the camera is on. */
const FRAME_MS = 200;

export function BarcodeCamera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation("admin");
  const [supported, setSupported] = useState(false);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const handOver = useRef(onCode);
  handOver.current = onCode;

  useEffect(() => setSupported(Boolean(detectorClass() && navigator.mediaDevices?.getUserMedia)), []);

  useEffect(() => {
    const Detector = detectorClass();
    if (!open || !Detector) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const look = async (detector: InstanceType<BarcodeDetectorClass>, element: HTMLVideoElement) => {
      if (stopped) return;
      const [hit] = await detector.detect(element).catch(() => []);
      if (hit?.rawValue) {
        handOver.current(hit.rawValue);
        setOpen(false);
        return;
      }
      timer = window.setTimeout(() => void look(detector, element), FRAME_MS);
    };
    (async () => {
      try {
        const detector = new Detector({ formats: ["ean_13"] });
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play();
        setFailed(false);
        void look(detector, element);
      } catch {
        if (!stopped) {
          setFailed(true);
          setOpen(false);
        }
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open]);

  if (!supported) return null;
  return (
    <div className="space-y-2" data-barcode-camera>
      <button type="button" onClick={() => setOpen((now) => !now)} className={`${secondaryButtonClasses} w-full`} aria-expanded={open}>
        {open ? t("counts.scan.cameraStop") : t("counts.scan.camera")}
      </button>
      {open && (
        <div className="space-y-1">
          <video ref={video} muted playsInline className="aspect-video w-full rounded bg-black object-cover" />
          <p className="text-sm text-neutral-700">{t("counts.scan.cameraHelp")}</p>
        </div>
      )}
      {failed && (
        <p role="status" className="text-sm text-red-800">
          {t("counts.scan.cameraFailed")}
        </p>
      )}
    </div>
  );
}
