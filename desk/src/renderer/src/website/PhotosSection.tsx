/**
 * The site's photos: the home page's hero (the designed default until one is uploaded) and the
 * gallery. Each upload (PhotoUploadForm.tsx) asks for the photo, a few words saying what it shows
 * and its credit and licence; the server checks them, makes the photo's sizes and puts it on the
 * site at once. Beside each photo, its focal point and its credit and licence to change later.
 */
import {
  DEFAULT_HERO,
  GALLERY_MAX_PHOTOS,
  PHOTO_SLOT_GUIDES,
  PHOTO_SLOTS,
  type PhotoSlot,
  type VenuePhoto,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { refusalText } from '../api/staffApi';
import { CreditForm } from './CreditForm';
import { FocalPointForm } from './FocalPointForm';
import { PhotoUploadForm } from './PhotoUploadForm';
import { photoApi } from './photoApi';

const PHOTOS_KEY = ['photos'] as const;
/** A saved credit starts its form afresh from what the server kept. */
const creditKey = (photo: VenuePhoto) => `${photo.id}-${photo.licence}-${photo.credit}-${photo.sourceUrl}`;

export function PhotosSection() {
  const photos = useQuery({ queryKey: PHOTOS_KEY, queryFn: photoApi.list });
  const hero = photos.data?.hero ?? null;
  const gallery = photos.data?.gallery ?? [];
  return (
    <>
      <section className="website-block" aria-labelledby="hero-photo-title">
        <h2 id="hero-photo-title">Home page photo</h2>
        <SlotGuide slot="hero" />
        <p className="muted">
          Until one is uploaded the site shows its drawing of a simulator bay. At least{' '}
          {PHOTO_SLOTS.hero.widths[0]} px wide; {PHOTO_SLOTS.hero.widths.at(-1)} px or more looks best.
        </p>
        <div className="website-photos">
          <figure className="website-photo">
            {hero ? (
              <FocalPointForm
                key={`${hero.id}-${hero.focalX}-${hero.focalY}`}
                photo={hero}
                previewSize={{ width: 480, height: 320 }}
                queryKey={PHOTOS_KEY}
              />
            ) : (
              <img src={DEFAULT_HERO.src} alt={DEFAULT_HERO.alt} width={480} height={320} />
            )}
            <figcaption>{hero ? hero.alt : 'The default drawing'}</figcaption>
            {hero && <CreditForm key={creditKey(hero)} photo={hero} queryKey={PHOTOS_KEY} />}
            {hero && <RemovePhoto photo={hero} label="Remove Home Page Photo" />}
          </figure>
        </div>
        <PhotoUploadForm
          slot="hero"
          label={hero ? 'Replace the home page photo' : 'Upload a home page photo'}
          queryKey={PHOTOS_KEY}
        />
      </section>

      <section className="website-block" aria-labelledby="gallery-title">
        <h2 id="gallery-title">Gallery</h2>
        <SlotGuide slot="gallery" />
        <p className="muted">
          Up to {GALLERY_MAX_PHOTOS} photos, in the order uploaded; at least {PHOTO_SLOTS.gallery.widths[0]}{' '}
          px wide.
        </p>
        {gallery.length === 0 ? (
          <p>No gallery photos yet: the home page shows its drawings of the lounge instead.</p>
        ) : (
          <ul className="website-photos" aria-label="Gallery photos">
            {gallery.map((photo, index) => (
              <li key={photo.id}>
                <figure className="website-photo">
                  <FocalPointForm
                    key={`${photo.id}-${photo.focalX}-${photo.focalY}`}
                    photo={photo}
                    previewSize={{ width: 480, height: 360 }}
                    queryKey={PHOTOS_KEY}
                  />
                  <figcaption>{photo.alt}</figcaption>
                  <CreditForm key={creditKey(photo)} photo={photo} queryKey={PHOTOS_KEY} />
                  <RemovePhoto photo={photo} label={`Remove gallery photo ${index + 1}`} />
                </figure>
              </li>
            ))}
          </ul>
        )}
        {gallery.length < GALLERY_MAX_PHOTOS ? (
          <PhotoUploadForm slot="gallery" label="Add a gallery photo" queryKey={PHOTOS_KEY} />
        ) : (
          <p>The gallery is full: remove a photo to add another.</p>
        )}
      </section>
    </>
  );
}

/** What the slot is for and its shape, beside its upload. */
function SlotGuide({ slot }: { slot: PhotoSlot }) {
  const guide = PHOTO_SLOT_GUIDES[slot];
  return (
    <dl className="website-slot-guide">
      <dt>Where it shows</dt>
      <dd>{guide.purpose}</dd>
      <dt>Shape</dt>
      <dd>Cropped to {guide.shape}</dd>
    </dl>
  );
}

function RemovePhoto({ photo, label }: { photo: VenuePhoto; label: string }) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => photoApi.remove(photo.id),
    onSuccess: (notice) => showToast({ ...notice, kind: 'success' }),
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey: PHOTOS_KEY }),
  });
  return (
    <Popconfirm title="Take this photo off the site?" okText="Remove" onConfirm={() => remove.mutate()}>
      <Button danger loading={remove.isPending}>
        {label}
      </Button>
    </Popconfirm>
  );
}
