import { VenueLegalText } from './VenueLegalText';

/** /privacy: what the club keeps, why, for how long, and the member's choices. */
export default function PrivacyPage() {
  return <VenueLegalText document="privacy" />;
}
