import type { ReactNode } from 'react';
import { type HeadingLevel, headingIdFor, headingTag } from './sectionParts';
import './sections.css';

interface StatementProps {
  id?: string;
  /** A short heading over the statement, set small: the statement is what the eye meets. */
  title: string;
  headingLevel?: HeadingLevel;
  alt?: boolean;
  /** The one line, set large. */
  children: ReactNode;
}

/** A single statement set large beside a gold rule, where a page has one thing to say. */
export function Statement({ id, title, headingLevel = 2, alt, children }: StatementProps) {
  const headingId = headingIdFor(title, id);
  const Heading = headingTag(headingLevel);
  return (
    <section
      aria-labelledby={headingId}
      className={alt ? 'section statement section-alt' : 'section statement'}
    >
      <div className="container">
        <div className="statement-body">
          <Heading id={headingId} className="statement-title">
            {title}
          </Heading>
          <p className="statement-line">{children}</p>
        </div>
      </div>
    </section>
  );
}
