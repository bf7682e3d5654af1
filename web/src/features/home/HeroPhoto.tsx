import { HERO_CREDIT_SLOT, PHOTO_CREDIT_CLASS, type PictureView, pictureView } from '@lounge/core';
import { createContext, useContext } from 'react';
import { usePhotos } from '../../api/photos';
import { PhotoCredit } from '../../ui/PhotoCredit';
import { Picture } from '../../ui/Picture';
import { SimulatorArt } from '../../ui/SimulatorArt';

/**
 * What the build renders in the hero's place: core's markers, which the server replaces with the
 * current hero when it serves the prerendered page (server/src/web/prerenderedSite.ts).
 */
export const HeroPictureSlot = createContext<PictureView | null>(null);

const HERO_CLASS = 'home-hero-art';

/**
 * The designed default: the simulator drawing, in the page itself. It paints with the page's first
 * paint and needs no request, so the page's largest paint is its heading, not a picture waiting
 * for a connection behind the fonts and scripts. (web/public/hero/ holds the same drawing as
 * pictures, for the desk's preview.)
 */
export const HeroDrawing = () => <SimulatorArt className={HERO_CLASS} />;

/**
 * The home page's photo: the one staff uploaded at the desk, with its credit line where it has
 * one, or the designed default until then. Self-contained, so the hero's layout can change around it.
 */
export function HeroPhoto() {
  const slot = useContext(HeroPictureSlot);
  const photos = usePhotos();
  if (slot)
    return (
      <>
        <Picture view={slot} className={HERO_CLASS} firstScreen />
        {/* The hero's credit line, or nothing: the server writes it with the photo. */}
        <p className={PHOTO_CREDIT_CLASS}>{HERO_CREDIT_SLOT}</p>
      </>
    );
  // Not known yet (a visit that began on another page): the photo's space, kept empty.
  if (!photos) return <div className={`${HERO_CLASS} hero-photo-pending`} />;
  if (!photos.hero) return <HeroDrawing />;
  return (
    <>
      <Picture view={pictureView(photos.hero)} className={HERO_CLASS} firstScreen />
      <PhotoCredit photo={photos.hero} />
    </>
  );
}
