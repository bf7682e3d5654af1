import { VenueLegalText } from './VenueLegalText';

/** /terms: the terms of membership, subscriptions, cancellation and refunds. */
export default function TermsPage() {
  return <VenueLegalText document="terms" />;
}
