import type { PictureView } from '@lounge/core';

/**
 * A venue photo as a <picture>: AVIF first, then WebP, each with its widths (srcset) and the space
 * the layout gives it (sizes), so the browser fetches the smallest file that fills the space; width
 * and height reserve the space before the file arrives. The first screen's photo loads at once and
 * first; the others when they come near the screen. Where the page's frame crops the photo, its
 * focal point (objectPosition) stays in view.
 */
export function Picture({
  view,
  className,
  firstScreen = false,
  decorative = false,
}: {
  view: PictureView;
  className?: string;
  firstScreen?: boolean;
  /** Where words over or beside it say it all: read out as nothing (an empty alt). */
  decorative?: boolean;
}) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={view.avifSrcset} sizes={view.sizes} />
      <source type="image/webp" srcSet={view.webpSrcset} sizes={view.sizes} />
      <img
        src={view.src}
        srcSet={view.webpSrcset}
        sizes={view.sizes}
        width={view.width}
        height={view.height}
        alt={decorative ? '' : view.alt}
        decoding="async"
        loading={firstScreen ? 'eager' : 'lazy'}
        fetchPriority={firstScreen ? 'high' : 'auto'}
        style={view.objectPosition ? { objectPosition: view.objectPosition } : undefined}
      />
    </picture>
  );
}
