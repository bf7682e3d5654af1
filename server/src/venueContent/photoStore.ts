/**
 * The venue's photos on disk, in `photos/` beside the database: each photo's files (named by its
 * random id, width and format, never rewritten) and `photos.json`, the list of what is on the site
 * (the hero, the gallery in order), each photo's focal point, credit and licence with it. The list is held in memory and written whole on every change;
 * `version` moves with it so the pages that show the photos know to fill them again.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  FOCAL_DEFAULT,
  isPhotoLicence,
  PHOTO_FILE_RE,
  PHOTO_FORMATS,
  PHOTO_LICENCE_DEFAULT,
  type PhotoCredit,
  photoFileName,
  type VenuePhoto,
  type VenuePhotosAnswer,
} from '@lounge/core';
import { writePrivateFile } from './contentDir';

const LIST_FILE = 'photos.json';

export class PhotoStore {
  private photos: VenuePhotosAnswer;
  /** Moves on every change. */
  version = 0;

  constructor(readonly dir: string) {
    this.photos = PhotoStore.read(path.join(dir, LIST_FILE));
  }

  private static read(file: string): VenuePhotosAnswer {
    if (!existsSync(file)) return { hero: null, gallery: [] };
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<VenuePhotosAnswer>;
    // A photo stored before photos had a focal point is seen from its middle; one stored before
    // they had a licence (or with one no longer on the list) is the lounge's own, uncredited.
    const focused = (photo: VenuePhoto): VenuePhoto => ({
      ...photo,
      focalX: photo.focalX ?? FOCAL_DEFAULT,
      focalY: photo.focalY ?? FOCAL_DEFAULT,
      credit: photo.credit ?? '',
      licence: isPhotoLicence(photo.licence) ? photo.licence : PHOTO_LICENCE_DEFAULT,
      sourceUrl: photo.sourceUrl ?? '',
    });
    return { hero: parsed.hero ? focused(parsed.hero) : null, gallery: (parsed.gallery ?? []).map(focused) };
  }

  list(): VenuePhotosAnswer {
    return this.photos;
  }

  /** The path of a photo's file when the name is one of ours and it exists. */
  file(name: string): string | null {
    if (!PHOTO_FILE_RE.test(name)) return null;
    const file = path.join(this.dir, name);
    return existsSync(file) ? file : null;
  }

  /** Writes a photo's files, then puts it on the site (a new hero replaces the old, whose files go). */
  add(photo: VenuePhoto, files: readonly { name: string; data: Buffer }[]): void {
    this.writeFiles(files);
    const replaced = photo.slot === 'hero' ? this.photos.hero : null;
    this.save(
      photo.slot === 'hero'
        ? { ...this.photos, hero: photo }
        : { ...this.photos, gallery: [...this.photos.gallery, photo] },
    );
    if (replaced) this.removeFiles(replaced);
  }

  /** Takes a photo off the site and deletes its files; null when no photo has that id. */
  remove(id: string): VenuePhoto | null {
    const { hero, gallery } = this.photos;
    const photo = hero?.id === id ? hero : gallery.find((p) => p.id === id);
    if (!photo) return null;
    this.save({ hero: hero?.id === id ? null : hero, gallery: gallery.filter((p) => p.id !== id) });
    this.removeFiles(photo);
    return photo;
  }

  /** Moves a photo's focal point; the photo as it now is, or null when no photo has that id. */
  focus(id: string, focalX: number, focalY: number): VenuePhoto | null {
    return this.change(id, { focalX, focalY });
  }

  /** Sets a photo's credit, licence and source link; the photo as it now is, or null. */
  credit(id: string, credit: PhotoCredit): VenuePhoto | null {
    return this.change(id, credit);
  }

  private change(id: string, fields: Partial<Omit<VenuePhoto, 'id' | 'slot'>>): VenuePhoto | null {
    const { hero, gallery } = this.photos;
    const moved = (photo: VenuePhoto) => (photo.id === id ? { ...photo, ...fields } : photo);
    const next = { hero: hero ? moved(hero) : null, gallery: gallery.map(moved) };
    const photo = next.hero?.id === id ? next.hero : next.gallery.find((p) => p.id === id);
    if (!photo) return null;
    this.save(next);
    return photo;
  }

  private save(next: VenuePhotosAnswer): void {
    writePrivateFile(path.join(this.dir, LIST_FILE), `${JSON.stringify(next, null, 2)}\n`);
    this.photos = next;
    this.version += 1;
  }

  /**
   * A photo's files written beside the site's, so /media/ serves them: a coach's photo, which its
   * coach's row keeps instead of this list (lessons/coachPhotos.ts).
   */
  writeFiles(files: readonly { name: string; data: Buffer }[]): void {
    for (const { name, data } of files) writePrivateFile(path.join(this.dir, name), data);
  }

  /** Deletes a photo's files (those already gone are no matter). */
  removeFiles(photo: { id: string; widths: readonly number[] }): void {
    for (const width of photo.widths)
      for (const format of PHOTO_FORMATS)
        rmSync(path.join(this.dir, photoFileName(photo.id, width, format)), { force: true });
  }
}
