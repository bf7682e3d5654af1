import { type PictureView, pictureView, type VenuePhoto, type VenuePhotosAnswer } from '@lounge/core';
import { usePhotos } from '../api/photos';
import { useHydrated } from '../app/useHydrated';
import { PhotoCredit } from './PhotoCredit';
import { Picture } from './Picture';
import { type ArtKind, type ArtOptions, VenueArt } from './VenueArt';

/**
 * A photo place of a page below its first screen: the venue's photo that `pick` chooses from those
 * staff uploaded (with its credit line where it has one), or the designed default `art` until there
 * is one. The build cannot know the photos, so a prerendered page shows the default until it has
 * hydrated; both fill the same frame, so the photo's arrival moves nothing.
 */
export function VenuePicture({
  pick,
  art,
  sizes,
  className,
  decorative,
  crop,
}: ArtOptions & {
  pick: (photos: VenuePhotosAnswer) => VenuePhoto | null | undefined;
  art: ArtKind;
  /** The space the layout gives the picture, for the browser to choose a width. */
  sizes: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const photos = usePhotos();
  const photo = hydrated && photos ? pick(photos) : null;
  const view: PictureView | null = photo ? { ...pictureView(photo), sizes } : null;
  return (
    <div className={`venue-picture ${className ?? ''}`}>
      {view && photo ? (
        <>
          <Picture view={view} decorative={decorative} />
          {/* A decorative picture still names its maker where its licence asks. */}
          <PhotoCredit photo={photo} />
        </>
      ) : (
        <VenueArt kind={art} decorative={decorative} crop={crop} />
      )}
    </div>
  );
}
