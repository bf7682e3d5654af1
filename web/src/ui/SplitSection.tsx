import type { ReactNode } from 'react';
import { type HeadingLevel, headingIdFor, headingTag, type SectionPicture, slotRatio } from './sectionParts';
import { VenuePicture } from './VenuePicture';
import './sections.css';

/** A split's picture is cut as a gallery photo is, so an upload fills it without a second crop. */
export const SPLIT_RATIO = slotRatio('gallery');

interface SplitSectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  headingLevel?: HeadingLevel;
  picture: SectionPicture;
  /** The picture on the right on a wide screen; alternate splits so a page does not read as a list. */
  flip?: boolean;
  alt?: boolean;
  children: ReactNode;
}

/**
 * A section of two halves: a picture one side, its heading and words the other; stacked on a phone,
 * the picture first. The picture's frame has its shape from the first paint (the prerendered HTML
 * holds the drawing), so the photo's arrival moves nothing.
 */
export function SplitSection({
  id,
  eyebrow,
  title,
  headingLevel = 2,
  picture,
  flip,
  alt,
  children,
}: SplitSectionProps) {
  const headingId = headingIdFor(title, id);
  const Heading = headingTag(headingLevel);
  const classes = ['section', 'split-section', alt && 'section-alt', flip && 'split-flip'].filter(Boolean);
  return (
    <section id={id} aria-labelledby={headingId} className={classes.join(' ')}>
      <div className="container split">
        <div className="split-text">
          {eyebrow && <span className="eyebrow">{eyebrow}</span>}
          <Heading id={headingId} className="split-title">
            {title}
          </Heading>
          {children}
        </div>
        <div className="split-media" style={{ aspectRatio: SPLIT_RATIO }}>
          <VenuePicture pick={picture.pick} art={picture.art} sizes="(min-width: 960px) 46vw, 92vw" />
        </div>
      </div>
    </section>
  );
}
