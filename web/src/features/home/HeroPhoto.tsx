import { DEFAULT_HERO, type PictureView, pictureView } from '@lounge/core';
import { createContext, useContext } from 'react';
import { usePhotos } from '../../api/photos';
import { Picture } from '../../ui/Picture';

/**
 * What the build renders in the hero's place: core's markers, which the server replaces with the
 * current hero when it serves the prerendered page (server/src/web/prerenderedSite.ts).
 */
export const HeroPictureSlot = createContext<PictureView | null>(null);

/**
 * The home page's photo: the one staff uploaded at the desk, or the designed default until then.
 * Self-contained, so the hero's layout can change around it.
 */
export function HeroPhoto({ className }: { className?: string }) {
  const slot = useContext(HeroPictureSlot);
  const photos = usePhotos();
  const view = slot ?? (photos ? (photos.hero ? pictureView(photos.hero) : DEFAULT_HERO) : null);
  // Not known yet (a visit that began on another page): the photo's space, kept empty.
  if (!view) return <div className={`${className ?? ''} hero-photo-pending`} />;
  return <Picture view={view} className={className} firstScreen />;
}
