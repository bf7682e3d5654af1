/** The lounge's mark: a pin flag on a green, drawn inline so it needs no image request. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#12291e" stroke="#c9a45c" strokeWidth="1.5" />
      <path d="M13 7v17" stroke="#e2c98f" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M13.5 7.5l8 3.2-8 3.3z" fill="#c9a45c" />
      <ellipse cx="16" cy="24.5" rx="7" ry="1.8" fill="#1a3a2b" stroke="#c9a45c" strokeWidth="0.8" />
    </svg>
  );
}
