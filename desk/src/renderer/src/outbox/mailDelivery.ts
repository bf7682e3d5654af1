/**
 * Whether the box sends email (GET /api/staff/mail-delivery). It is set when the server starts, so
 * it is asked once a session: the Outbox and the quote screen say how staff pass a link on when it
 * does not.
 */
import { useQuery } from '@tanstack/react-query';
import { staffApi } from '../api/staffApi';

export function useMailDelivery() {
  return useQuery({ queryKey: ['mail-delivery'], queryFn: staffApi.mailDelivery, staleTime: Infinity });
}
