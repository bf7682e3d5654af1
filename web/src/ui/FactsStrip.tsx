import { type HeadingLevel, headingIdFor, headingTag } from './sectionParts';
import './sections.css';

export interface Fact {
  value: string | number;
  label: string;
}

interface FactsStripProps {
  /** Names the strip for screen readers; not shown (the figures speak for themselves). */
  title: string;
  headingLevel?: HeadingLevel;
  /**
   * Three or four figures, each read from what the software keeps (the venue's settings, core's
   * constants), never written in by hand: a figure here is a claim (docs/product.md).
   */
  facts: readonly Fact[];
  /**
   * The values are words (days of the week, times), not short figures: one a row on a phone, where
   * a long word ('Wednesday-') would not fit half the width.
   */
  words?: boolean;
}

/** A strip of a few big figures, each over its words: a pause between sections of prose. */
export function FactsStrip({ title, headingLevel = 2, facts, words }: FactsStripProps) {
  const headingId = headingIdFor(title);
  const Heading = headingTag(headingLevel);
  return (
    <section className={words ? 'facts-strip facts-strip-words' : 'facts-strip'} aria-labelledby={headingId}>
      <div className="container">
        <Heading id={headingId} className="visually-hidden">
          {title}
        </Heading>
        <dl className="facts">
          {facts.map((fact) => (
            <div key={fact.label} className="fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
