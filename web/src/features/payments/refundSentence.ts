import { cancellationQuote } from './paymentsApi';

/**
 * What cancelling a booking now would do with its guest fee, in the server's words (refunded in full
 * in time, or not at all later); null when nothing was paid or the answer could not be had (the
 * cancellation itself still says, and the email states it).
 */
export async function refundSentence(bookingId: string): Promise<string | null> {
  try {
    return (await cancellationQuote(bookingId)).message;
  } catch {
    return null;
  }
}
