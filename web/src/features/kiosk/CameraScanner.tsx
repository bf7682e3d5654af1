import { checkInMessages, KIOSK_TIMINGS } from '@lounge/core';
import { useEffect, useRef, useState } from 'react';

const K = checkInMessages.kiosk;

/** The browser's QR reader (Chromium on Android and ChromeOS has it), as far as we use it. */
interface QrDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type QrDetectorClass = new (options: { formats: string[] }) => QrDetector;

/** The browser's BarcodeDetector, when it has one. */
function qrDetectorClass(): QrDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: QrDetectorClass }).BarcodeDetector;
}

/**
 * Reads a pass's QR code with the tablet's camera through the browser's own BarcodeDetector (no
 * library): shown only when the browser has one. The camera starts when a member asks for it and
 * stops when they are done, so the tablet is not filming the lobby all day. A code held still is
 * read once, not again while its answer is on screen.
 */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const Detector = qrDetectorClass();
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!on || !Detector) return;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    let last = { text: '', at: 0 };
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = window.setInterval(async () => {
          if (!video.current) return;
          const found = (await detector.detect(video.current).catch(() => []))[0]?.rawValue;
          const now = Date.now();
          if (!found || (found === last.text && now - last.at < KIOSK_TIMINGS.answer)) return;
          last = { text: found, at: now };
          onCodeRef.current(found);
        }, KIOSK_TIMINGS.scan);
      })
      .catch(() => {
        setFailed(true);
        setOn(false);
      });
    return () => {
      stopped = true;
      window.clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on, Detector]);

  if (!Detector) return null;
  return (
    <div className="kiosk-camera">
      {on && (
        <>
          <video ref={video} className="kiosk-video" muted playsInline aria-label={K.cameraHint} />
          <p>{K.cameraHint}</p>
        </>
      )}
      {failed && !on && <p role="alert">{K.cameraFailed}</p>}
      <button
        type="button"
        className="kiosk-button kiosk-button-quiet"
        onClick={() => {
          setFailed(false);
          setOn((was) => !was);
        }}
      >
        {on ? K.stopCamera : K.scanWithCamera}
      </button>
    </div>
  );
}
