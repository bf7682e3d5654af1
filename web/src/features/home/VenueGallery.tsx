import { pictureView } from '@lounge/core';
import { usePhotos } from '../../api/photos';
import { useHydrated } from '../../app/useHydrated';
import { PhotoCredit } from '../../ui/PhotoCredit';
import { Picture } from '../../ui/Picture';
import { Section } from '../../ui/Section';
import { type ArtKind, VenueArt } from '../../ui/VenueArt';

/** The gallery's designed default, shown until staff upload photos: what a visit holds, drawn. */
const DEFAULT_TILES: ReadonlyArray<{ art: ArtKind; caption: string }> = [
  { art: 'bays', caption: 'The bays' },
  { art: 'lounge', caption: 'The lounge' },
  { art: 'course', caption: 'The courses' },
];

/**
 * The venue's gallery, the photos staff uploaded at the desk, in their order, each with its credit
 * line where it has one; until there are any,
 * the designed default, so the page ends as finished either way. The build cannot know the photos,
 * so a prerendered page shows the default until it has hydrated (they are below the first screen).
 */
export function VenueGallery() {
  const hydrated = useHydrated();
  const photos = usePhotos();
  const gallery = (hydrated ? photos?.gallery : undefined) ?? [];
  return (
    <Section id="gallery" eyebrow="The lounge" title="Inside the Lounge" alt>
      <ul className="venue-gallery">
        {gallery.length > 0
          ? gallery.map((photo) => (
              <li key={photo.id}>
                <Picture view={pictureView(photo)} />
                <PhotoCredit photo={photo} />
              </li>
            ))
          : DEFAULT_TILES.map((tile) => (
              <li key={tile.art}>
                <figure className="venue-gallery-default">
                  <VenueArt kind={tile.art} />
                  <figcaption>{tile.caption}</figcaption>
                </figure>
              </li>
            ))}
      </ul>
    </Section>
  );
}
