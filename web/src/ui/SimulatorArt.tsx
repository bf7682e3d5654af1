/**
 * The hero's picture: a simulator screen with a fairway, a ball's flight and the bay's glow, drawn
 * as SVG so it is crisp at any size, loads with the page and needs no image host.
 */
export function SimulatorArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 480 320"
      role="img"
      aria-label="A simulator bay's screen showing a fairway and a ball in flight"
    >
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f4a37" />
          <stop offset="1" stopColor="#0f2a1e" />
        </linearGradient>
        <linearGradient id="fairway" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f6b4b" />
          <stop offset="1" stopColor="#163a29" />
        </linearGradient>
        <radialGradient id="glow" cx="0.5" cy="1" r="0.8">
          <stop offset="0" stopColor="#c9a45c" stopOpacity="0.35" />
          <stop offset="1" stopColor="#c9a45c" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect
        x="20"
        y="16"
        width="440"
        height="248"
        rx="14"
        fill="url(#sky)"
        stroke="#c9a45c"
        strokeOpacity="0.6"
      />
      <path
        d="M20 200 C140 150 300 150 460 190 L460 250 Q460 264 446 264 L34 264 Q20 264 20 250 Z"
        fill="url(#fairway)"
      />
      <path d="M150 264 C210 200 270 200 330 264" fill="#3f8a60" fillOpacity="0.5" />
      <circle cx="372" cy="176" r="16" fill="#2f6b4b" stroke="#e2c98f" strokeOpacity="0.5" />
      <path d="M372 176v-34" stroke="#e2c98f" strokeWidth="2" />
      <path d="M372 142l18 6-18 6z" fill="#c9a45c" />
      <path
        d="M96 250 C170 60 300 60 368 170"
        fill="none"
        stroke="#f3efe4"
        strokeWidth="2.5"
        strokeDasharray="4 7"
        strokeLinecap="round"
      />
      <circle cx="96" cy="250" r="5" fill="#f3efe4" />
      <g fill="#e2c98f" fontFamily="Georgia, serif" fontSize="13">
        <text x="40" y="44">
          CARRY 248 yd
        </text>
        <text x="40" y="64">
          BALL 162 mph
        </text>
      </g>
      <rect x="0" y="270" width="480" height="50" fill="url(#glow)" />
      <rect
        x="200"
        y="280"
        width="80"
        height="10"
        rx="5"
        fill="#1a3a2b"
        stroke="#c9a45c"
        strokeOpacity="0.5"
      />
    </svg>
  );
}
