import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path of its dark modules (uqr encodes; nothing is injected as HTML),
 * black on white with the quiet zone the standard asks for, so a kiosk's camera or a hand scanner
 * reads it off a phone at any size.
 */
export function QrCode({ text, label, size = 240 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
