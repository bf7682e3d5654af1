import { termsOfService } from '@lounge/core';
import { useVenue } from '../../api/venue';
import { LegalArticle } from './LegalArticle';

/** /terms: the terms of membership, subscriptions, cancellation and refunds. */
export default function TermsPage() {
  const { venue } = useVenue();
  return <LegalArticle text={termsOfService(venue)} />;
}
