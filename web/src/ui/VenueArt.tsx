/**
 * The designed defaults of the site's photo places, shown until staff upload the venue's own
 * photos at the desk: drawings in the lounge's colours, 4:3 like a gallery photo, so a page without
 * photos reads as finished (no empty frame, no missing section). SVG: crisp at any size, in the page.
 */
import { createContext, useContext, useId } from 'react';

export type ArtKind = 'bays' | 'lounge' | 'course' | 'location';

const LABELS: Record<ArtKind, string> = {
  bays: "A simulator bay's screen with a fairway and a ball in flight",
  lounge: 'The members’ lounge: a leather armchair, a side table and a glass under warm lights',
  course: 'A green with its flag below snow-capped mountains',
  location: 'The lounge marked by a pin beneath the mountains of Montana',
};

const GOLD = '#c9a45c';
const GOLD_LIGHT = '#e2c98f';
const CREAM = '#f3efe4';

/**
 * How a drawing is placed: `decorative` when the words beside it say it all (read out as nothing,
 * like a photo's empty alt); `crop` when its frame is another shape than 4:3 (it fills the frame,
 * cut at the edges, as a photo's object-fit: cover).
 */
export interface ArtOptions {
  decorative?: boolean;
  crop?: boolean;
}

const ArtContext = createContext<ArtOptions>({});

/**
 * The frame every drawing shares: the panel's gradient and its warm glow. Its gradients' ids are
 * the page's own (useId, the same in the prerendered HTML and after hydration), so a page may show
 * a drawing twice.
 */
function Frame({ kind, children }: { kind: ArtKind; children: React.ReactNode }) {
  const { decorative, crop } = useContext(ArtContext);
  // useId's characters (colons, guillemets) are not all safe inside url(#...): letters and digits only.
  const uid = useId().replace(/[^a-zA-Z0-9]/g, '');
  const bg = `art-bg-${kind}-${uid}`;
  const glow = `art-glow-${kind}-${uid}`;
  return (
    <svg
      className="venue-art"
      viewBox="0 0 480 360"
      preserveAspectRatio={crop ? 'xMidYMid slice' : undefined}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : LABELS[kind]}
      aria-hidden={decorative || undefined}
    >
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor="#1f4a37" />
          <stop offset="1" stopColor="#0c1f16" />
        </linearGradient>
        <radialGradient id={glow} cx="0.8" cy="0.1" r="0.9">
          <stop offset="0" stopColor={GOLD} stopOpacity="0.28" />
          <stop offset="1" stopColor={GOLD} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="480" height="360" fill={`url(#${bg})`} />
      <rect width="480" height="360" fill={`url(#${glow})`} />
      {children}
    </svg>
  );
}

function Mountains() {
  return (
    <>
      <path d="M0 230 L90 130 L150 190 L230 90 L320 200 L380 150 L480 240 L480 360 L0 360 Z" fill="#163a29" />
      <path d="M230 90 L258 124 L244 122 L232 134 L220 120 L206 124 Z" fill={CREAM} fillOpacity="0.85" />
      <path d="M90 130 L110 152 L98 150 L88 158 L78 148 Z" fill={CREAM} fillOpacity="0.7" />
      <path d="M0 280 C120 240 300 250 480 270 L480 360 L0 360 Z" fill="#2f6b4b" />
    </>
  );
}

function Bays() {
  return (
    <Frame kind="bays">
      <rect x="60" y="50" width="360" height="210" rx="12" fill="#0f2a1e" stroke={GOLD} strokeOpacity="0.6" />
      <path
        d="M60 200 C170 160 300 160 420 192 L420 248 Q420 260 408 260 L72 260 Q60 260 60 248 Z"
        fill="#2f6b4b"
      />
      <path
        d="M120 244 C190 80 300 80 350 176"
        fill="none"
        stroke={CREAM}
        strokeWidth="2.5"
        strokeDasharray="4 7"
        strokeLinecap="round"
      />
      <circle cx="120" cy="244" r="5" fill={CREAM} />
      <path d="M350 176v-30" stroke={GOLD_LIGHT} strokeWidth="2" />
      <path d="M350 146l16 5-16 5z" fill={GOLD} />
      <text x="80" y="80" fill={GOLD_LIGHT} fontFamily="Georgia, serif" fontSize="13">
        CARRY 231 yd
      </text>
      <path d="M40 300 H440" stroke={GOLD} strokeOpacity="0.5" />
      <rect x="200" y="268" width="80" height="10" rx="5" fill="#1a3a2b" stroke={GOLD} strokeOpacity="0.5" />
    </Frame>
  );
}

function Lounge() {
  return (
    <Frame kind="lounge">
      <g stroke={GOLD_LIGHT} strokeOpacity="0.5" fill="none">
        <path d="M120 40 v40 M240 40 v50 M360 40 v40" />
      </g>
      <g fill={GOLD} fillOpacity="0.85">
        <path d="M106 80 h28 l-6 14 h-16 z" />
        <path d="M226 90 h28 l-6 14 h-16 z" />
        <path d="M346 80 h28 l-6 14 h-16 z" />
      </g>
      <path d="M0 290 H480" stroke={GOLD} strokeOpacity="0.4" />
      <path
        d="M96 290 v-90 q0-26 26-26 h92 q26 0 26 26 v90"
        fill="#5a3a22"
        stroke={GOLD}
        strokeOpacity="0.5"
      />
      <path d="M80 296 v-64 q0-12 12-12 h18 v76 M254 296 v-64 q0-12-12-12 h-18 v76" fill="#6b4528" />
      <rect x="110" y="244" width="134" height="30" rx="8" fill="#7a5030" />
      <rect x="300" y="232" width="90" height="8" rx="3" fill={GOLD} fillOpacity="0.8" />
      <path d="M345 240 v50 M320 290 h50" stroke={GOLD} strokeOpacity="0.8" strokeWidth="3" />
      <path
        d="M330 232 l4-30 h16 l4 30 z"
        fill={CREAM}
        fillOpacity="0.25"
        stroke={CREAM}
        strokeOpacity="0.6"
      />
      <path d="M334 214 h16" stroke={GOLD_LIGHT} strokeWidth="6" strokeOpacity="0.6" />
    </Frame>
  );
}

function Course() {
  return (
    <Frame kind="course">
      <Mountains />
      <ellipse cx="300" cy="300" rx="90" ry="22" fill="#3f8a60" />
      <path d="M300 300 v-70" stroke={GOLD_LIGHT} strokeWidth="2.5" />
      <path d="M300 230 l26 8-26 8z" fill={GOLD} />
      <circle cx="300" cy="300" r="4" fill="#0c1f16" />
      <circle cx="160" cy="316" r="5" fill={CREAM} />
    </Frame>
  );
}

function Location() {
  return (
    <Frame kind="location">
      <Mountains />
      <g stroke={GOLD_LIGHT} strokeOpacity="0.35" strokeWidth="2" fill="none">
        <path d="M40 320 L440 300 M120 360 L200 270 M300 270 L380 360" />
      </g>
      <path d="M240 196 c-22 0-38 17-38 37 0 28 38 63 38 63 s38-35 38-63 c0-20-16-37-38-37z" fill={GOLD} />
      <circle cx="240" cy="233" r="13" fill="#0c1f16" />
    </Frame>
  );
}

const DRAWINGS: Record<ArtKind, () => React.JSX.Element> = {
  bays: Bays,
  lounge: Lounge,
  course: Course,
  location: Location,
};

/** One of the designed defaults, filling its frame. */
export function VenueArt({ kind, decorative, crop }: { kind: ArtKind } & ArtOptions) {
  const Drawing = DRAWINGS[kind];
  return (
    <ArtContext.Provider value={{ decorative, crop }}>
      <Drawing />
    </ArtContext.Provider>
  );
}
