import { defaultLegalText, LEGAL_DOCUMENTS, type LegalDocument } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { legalQuery } from '../../api/legal';
import { useVenue } from '../../api/venue';
import { PageLoading } from '../../ui/PageLoading';
import { LegalArticle } from './LegalArticle';

/** The venue's own text when an admin replaced the default, else core's default for this venue. */
export function VenueLegalText({ document }: { document: LegalDocument }) {
  const { venue } = useVenue();
  const answer = useQuery(legalQuery(document));
  if (answer.isError)
    return (
      <section className="section container" role="alert">
        <h1>{LEGAL_DOCUMENTS[document].title}</h1>
        <p>The text could not be loaded. Check your connection and reload the page.</p>
      </section>
    );
  if (!answer.data) return <PageLoading />;
  return <LegalArticle text={answer.data.text ?? defaultLegalText(document, venue)} />;
}
