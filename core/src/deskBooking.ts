/**
 * Booking at the desk, in staff's words: which of the member's tier limits a booking goes past (what
 * the override lifts), a refusal reworded for the person at the counter rather than the member, and
 * the guest-fee line both the desk and the booking page show from a quote.
 */
import type { GuestQuoteView, LiftedLimit } from './api/bookingQuote';
import { type BookingInput, bookingHours, resolveBookingTime } from './bookingRules';
import { activeTier, formatPrice, GUEST_FEE_CENTS, type MembershipFields } from './tiers';
import { addDays, isIsoDate, venueDate } from './time';
import { dayGrid, type GridPoint } from './timeSlots';
import type { VenueSettings } from './venue';

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The member's tier limits this booking goes past: the advance window, the upcoming count and the
 * session length. The override lifts exactly these; every other rule still holds.
 */
export function limitsPastTier(
  input: BookingInput,
  ctx: {
    venue: VenueSettings;
    now: number;
    user: MembershipFields | null | undefined;
    upcomingCount: number;
  },
  name: string,
): LiftedLimit[] {
  const tier = activeTier(ctx.user);
  if (!tier) return [];
  const lifted: LiftedLimit[] = [];
  const today = venueDate(ctx.now, ctx.venue.timeZone);
  const member = `a ${tier.name} member`;
  if (isIsoDate(input.bookingDate) && input.bookingDate > addDays(today, tier.advanceWindowDays)) {
    lifted.push({
      code: 'scheduling_limit',
      text: `More than ${tier.advanceWindowDays} days ahead, ${member}'s booking window.`,
    });
  }
  if (ctx.upcomingCount >= tier.maxUpcomingBookings) {
    lifted.push({
      code: 'booking_limit',
      text: `${name} already has ${plural(ctx.upcomingCount, 'upcoming booking')}; ${member} may hold ${tier.maxUpcomingBookings}.`,
    });
  }
  if (isIsoDate(input.bookingDate)) {
    const start = resolveBookingTime(input.bookingDate, input.startTime, ctx.venue);
    const end = resolveBookingTime(input.bookingDate, input.endTime, ctx.venue);
    if (start !== null && end !== null && end - start > tier.maxSessionHours * 3_600_000) {
      lifted.push({
        code: 'duration_limit',
        text: `${plural(bookingHours(start, end), 'hour')}, longer than ${member}'s ${tier.maxSessionHours}-hour limit.`,
      });
    }
  }
  return lifted;
}

const OVERRIDE_HINT = 'Turn on the override to book past it.';

/**
 * A refusal of a desk booking in staff's words: the member's own messages say 'you' and 'your', which
 * read wrongly to the person at the counter. Refusals that already read right are kept as they are.
 */
export function deskRefusalWords(
  refusal: { code?: string | undefined; title: string; message: string },
  name: string,
  lifted: readonly LiftedLimit[] = [],
): { title: string; message: string } {
  const limit = lifted.find((l) => l.code === refusal.code);
  if (limit) return { title: refusal.title, message: `${limit.text} ${OVERRIDE_HINT}` };
  switch (refusal.code) {
    case 'membership_required':
      return {
        title: refusal.title,
        message: `${name} has no active membership, so no bay can be booked for them.`,
      };
    case 'member_busy':
      return { title: refusal.title, message: `${name} already has a booking at that time.` };
    case 'invalid_players':
      return {
        title: refusal.title,
        message: 'A booking is for 1 to 5 players: the member and up to 4 guests.',
      };
    case 'past_start':
      return { title: refusal.title, message: 'That start time has passed. Choose a later one.' };
    default:
      return { title: refusal.title, message: refusal.message };
  }
}

/**
 * The guest-fee line of a quote. The member reads 'your passes' and where they pay; staff read what
 * to collect at the counter.
 */
export function guestQuoteLine(quote: GuestQuoteView, audience: 'member' | 'staff'): string {
  if (quote.guests === 0) return 'No guests, no fee';
  const parts: string[] = [];
  if (quote.passGuests > 0) {
    const passes = audience === 'member' ? 'your VIP guest passes' : 'VIP guest passes';
    const left = quote.passesLeft === null ? '' : ` (${quote.passesLeft} left this month after this booking)`;
    parts.push(`${plural(quote.passGuests, 'guest')} on ${passes}${left}`);
  }
  if (quote.paidGuests > 0) {
    const where = audience === 'member' ? 'paid at guest checkout' : 'to collect at the desk';
    parts.push(
      `${quote.paidGuests} × ${formatPrice(GUEST_FEE_CENTS)} = ${formatPrice(quote.feeCents)}, ${where}`,
    );
  }
  return parts.join('; ');
}

/**
 * Where a walk-in starts: the point of today's grid at or before `now` (this minute rounded down to
 * the grid's step), or null outside the bookable hours. Whether a session still fits before closing
 * is the booking rules' to say.
 */
export function walkInStart(venue: VenueSettings, now: number): GridPoint | null {
  const grid = dayGrid(venueDate(now, venue.timeZone), venue);
  const last = grid.at(-1);
  if (!last || now >= last.instant) return null;
  let start: GridPoint | null = null;
  for (const point of grid) {
    if (point.instant > now) break;
    start = point;
  }
  return start;
}
