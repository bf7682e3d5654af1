import { privacyPolicy } from '@lounge/core';
import { useVenue } from '../../api/venue';
import { LegalArticle } from './LegalArticle';

/** /privacy: what the club keeps, why, for how long, and the member's choices. */
export default function PrivacyPage() {
  const { venue } = useVenue();
  return <LegalArticle text={privacyPolicy(venue)} />;
}
