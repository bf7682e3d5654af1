/**
 * The codes a refusal of the API can carry (api/refusals.ts's `code`): the booking rules' own
 * (bookingRules.ts) and these. Plain values, no joi: the screens branch on them.
 */
import type { BookingErrorCode } from '../bookingRules';

/** The codes of refusals that are not a booking rule of bookingRules.ts. */
export const REFUSAL_CODES = [
  /** A form's fields failed core's checks: `errors` lists them. */
  'invalid_fields',
  'email_taken',
  'invalid_token',
  /** The account's address is confirmed already: no link to send. */
  'already_confirmed',
  /** Too many confirmation links asked for this hour. */
  'too_many_links',
  'bay_taken',
  /** Lessons (docs/lessons.md): the coach, the time, the credit, the type, the pack. */
  'coach_taken',
  /** A coach's account asked for a route outside its own day (lessons/coachAccess.ts). */
  'coach_only',
  'lesson_block',
  'lesson_cancelled',
  'lesson_not_over',
  'lesson_started',
  'members_only',
  'no_credit',
  'not_taught',
  'not_your_lesson',
  /** A coach asked for the notes of a member with no lesson with it (lessons/coachNotes.ts). */
  'not_your_student',
  'outside_coach_hours',
  'pack_not_found',
  'pack_nothing_to_refund',
  'unknown_coach',
  'unknown_lesson_type',
  'bay_blocked',
  'member_busy',
  'not_editable',
  /** The booking has ended: it is corrected, never cancelled. */
  'booking_finished',
  /** The booking's guests are to be paid for first (`feeCents`, `paidGuests`). */
  'guest_fee_required',
  /** The guest fee's checkout was not paid. */
  'unpaid',
  'already_waiting',
  'waitlist_full',
  'slot_free',
  'offer_ended',
  /** A booking no longer on has no pass to show. */
  'no_pass',
  /** A kiosk's check-in: the pass opens later (`opensAt`), or its booking is not one to check in. */
  'pass_not_open',
  'pass_released',
  'pass_ended',
  'pass_cancelled',
  'pass_no_show',
  'pass_not_confirmed',
  'unknown_pass',
  'kiosk_not_paired',
  'pairing_failed',
  'not_waiting',
  'invalid_block',
  /** An event quote's fields break its rules (core's buildQuote, the venue's bays, the date). */
  'invalid_quote',
  /** A quote's secret link is unknown, or past its days. */
  'quote_link_invalid',
  'quote_expired',
  'quote_cancelled',
  /** A quote's step out of its order (paying before accepting, the balance before the deposit...). */
  'quote_step',
  /** A quote changed once it has gone out: only a draft can be edited. */
  'quote_not_draft',
  /** A quote's price is no longer the amount shown (its member discount changed before paying). */
  'quote_price_changed',
  /** An event's time has bookings in it: `bookings` lists them. */
  'event_covers_bookings',
  /** An event's time is held by another event or a block: the first paid wins. */
  'event_time_held',
  /** A bay block that is a paid event's hold: cancelled with the event, never reopened on its own. */
  'event_block',
  /** A block would cover bookings: `bookings` lists them. */
  'block_covers_bookings',
  /** A block would cover a checked-in member, which it never cancels: `bookings` lists every one in the way. */
  'block_covers_checked_in',
  /** A block over a booking that has ended: never cancelled (it is the day's record). */
  'block_covers_finished',
  'plan_exists',
  'no_plan',
  'same_plan',
  /** The payment a change of plan needs was refused (declined, or the bank wants a confirmation). */
  'payment_refused',
  'plan_renews',
  'refunded',
  /** A refund only an admin may make (a membership payment, or over the staff limit). */
  'admin_needed',
  /** A manager's step (docs/decisions/054) asked by plain staff: a manager or an admin makes it. */
  'manager_needed',
  'not_a_member',
  /** A staff note on a member that breaks its rule (empty, too long). */
  'invalid_note',
  /** A write the server could not finish (its write thread ended): it may or may not be saved. */
  'write_not_confirmed',
  /** A booking or waitlist join on a day the member's membership is frozen. */
  'membership_frozen',
  /** A freeze refused by its rules (months, start, one at a time, the yearly cap). */
  'freeze_months',
  'freeze_start',
  'freeze_exists',
  'freeze_cap',
  'freeze_no_plan',
  /** A freeze would cover bookings: `bookings` lists them; cancelBookings confirms. */
  'freeze_has_bookings',
  'no_freeze',
  /** Cancelling: one under way already, none to take back, the guarantee not applying. */
  'cancel_exists',
  'no_cancellation',
  'no_guarantee',
  /** A competition refused by its rules (competitions.ts's planCompetition): `field` names what. */
  'invalid_competition',
  /** A competition's rounds would cover bookings: `bookings` lists them, as a block's refusal does. */
  'round_covers_bookings',
  /** Entering: not a member with a paid plan, or a VIP-only event. */
  'not_eligible',
  'registration_closed',
  'already_entered',
  'not_entered',
  /** A scorecard's holes are not 18 scores of 1 to 15 (or a final card has a hole missing). */
  'invalid_card',
  /** Only the player, a playing partner attesting, or staff may write a card. */
  'not_your_card',
  /** The card is final: only staff correct it. */
  'card_final',
  /** A partner's attesting scores differ from the card the player submitted. */
  'cards_differ',
  'card_not_submitted',
  'round_not_started',
  'not_in_round',
  /** Contests (closest to the pin, long drive; contestRules.ts): a distance out of range, all attempts used, */
  'invalid_distance',
  'no_attempts_left',
  /** an attempt not entered yet, attested (final), or attested with another distance; */
  'attempt_not_found',
  'attempt_final',
  'attempts_differ',
  /** attempts sent to a stroke-play event, or a card to a contest. */
  'not_a_contest',
  'not_stroke_play',
  /** A move to a bay that has 4 players already. */
  'bay_full',
  'invalid_index',
  /** The door (core's door.ts): a pass that does not open it now (`reason` says why), or a lock that did not answer. */
  'door_refused',
  'door_unanswered',
  'no_door',
  /** A kiosk asked for what its role does not do (a bay's screen opening the door). */
  'wrong_kiosk',
  /** A booking outside staffed hours by a member whose plan does not open the door (DOOR_TIERS). */
  'unstaffed_no_access',
  /** A bay's extension refused (core's bayScreen.ts: `reason` says why). */
  'extend_refused',
  /** The shop (shop.ts): the count says it is not there (confirm to sell it), an item no longer sold. */
  'out_of_stock',
  'item_archived',
  'sku_taken',
  'not_enough_cash',
  /** A tab closed already, or frozen while its payment link is out. */
  'tab_closed',
  'tab_link_out',
  /** Splitting a tab or moving its lines (shopTabs.ts): a line not on the tab, a split of every line, the same tab. */
  'no_lines',
  'line_not_on_tab',
  'split_takes_all',
  'same_tab',
  /** A Golf Tournaments event's guest competition (eventGuests.ts): the event, the guest's name, scores, members. */
  'event_not_tournament',
  'event_not_paid',
  'event_has_competition',
  'no_event_competition',
  'invalid_guest',
  'guest_has_scores',
  'guests_only',
  'field_full',
] as const;

export type RefusalCode = BookingErrorCode | (typeof REFUSAL_CODES)[number];
