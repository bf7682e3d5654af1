import { type IconName, iconPaths } from './iconPaths';

export type { IconName };

/**
 * A small set of line icons for feature panels, inline so they cost no requests. `drawIcon`
 * (iconPaths.ts) draws the same for a page's plain-DOM parts: keep the two in step.
 */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
