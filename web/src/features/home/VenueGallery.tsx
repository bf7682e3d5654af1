import { pictureView } from '@lounge/core';
import { usePhotos } from '../../api/photos';
import { useHydrated } from '../../app/useHydrated';
import { Picture } from '../../ui/Picture';
import { Section } from '../../ui/Section';

/**
 * The venue's gallery, the photos staff uploaded at the desk, in their order. The build cannot know
 * them, so a prerendered page shows them once hydrated (they are below the first screen); with no
 * photos the section is left out.
 */
export function VenueGallery() {
  const hydrated = useHydrated();
  const gallery = usePhotos()?.gallery ?? [];
  if (!hydrated || gallery.length === 0) return null;
  return (
    <Section id="gallery" eyebrow="The lounge" title="Inside the Lounge">
      <ul className="venue-gallery">
        {gallery.map((photo) => (
          <li key={photo.id}>
            <Picture view={pictureView(photo)} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
