import type { ReactNode } from 'react';
import { type HeadingLevel, headingIdFor, headingTag, type SectionPicture } from './sectionParts';
import { VenuePicture } from './VenuePicture';
import './sections.css';

/** A band's shape on a wide screen; on a phone its least height keeps room for the line (sections.css). */
export const BAND_RATIO = '5 / 2';

interface PhotoBandProps {
  picture: SectionPicture;
  /** The short line over the picture. */
  line: string;
  /** Given, the line is the heading of a section at that level; without, a paragraph between sections. */
  headingLevel?: HeadingLevel;
  children?: ReactNode;
}

/**
 * A picture the page's full width with one short line over it. The picture is scenery: the line
 * says what matters, so the picture is read out as nothing, and a scrim under the line keeps its
 * contrast whatever photo staff upload. Cropped to the band around the photo's focal point.
 */
export function PhotoBand({ picture, line, headingLevel, children }: PhotoBandProps) {
  const headingId = headingLevel ? headingIdFor(line) : undefined;
  const Heading = headingLevel ? headingTag(headingLevel) : 'p';
  const body = (
    <>
      <VenuePicture
        pick={picture.pick}
        art={picture.art}
        sizes="100vw"
        className="photo-band-picture"
        decorative
        crop
      />
      <div className="container photo-band-text">
        <Heading id={headingId} className="photo-band-line">
          {line}
        </Heading>
        {children}
      </div>
    </>
  );
  const style = { aspectRatio: BAND_RATIO };
  return headingId ? (
    <section className="photo-band" aria-labelledby={headingId} style={style}>
      {body}
    </section>
  ) : (
    <div className="photo-band" style={style}>
      {body}
    </div>
  );
}
