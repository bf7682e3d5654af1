import type { LegalText } from '@lounge/core';
import { PageHero } from '../../ui/PageHero';
import { usePageTitle } from '../../ui/usePageTitle';
import './legal.css';

/** A legal text as a readable article: the title, when it changed, then its headed sections. */
export function LegalArticle({ text }: { text: LegalText }) {
  usePageTitle(text.title);
  return (
    <>
      <PageHero eyebrow="The fine print" title={text.title}>
        <p>
          Last updated <time dateTime={text.updated}>{text.updated}</time>
        </p>
      </PageHero>
      <article className="section legal-article">
        <div className="container legal-body">
          <p className="legal-intro">{text.intro}</p>
          {text.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </article>
    </>
  );
}
