/** Answers that are not a JSON object: nothing, only refusals, iCalendar and CSV text. */
import Joi from 'joi';

/** An answer with nothing in it (a redirect, 204). */
export const EmptyBody = Joi.valid(null, '');
/** A route that only ever refuses: any success would be a mistake. */
export const OnlyRefuses = Joi.forbidden();
/** iCalendar text (a booking's invite, the member's feed). */
export const CalendarText = Joi.string().pattern(/^BEGIN:VCALENDAR\r?\n/);
/** A CSV download: a byte-order mark, then a header row. */
export const CsvText = Joi.string().pattern(/^\uFEFF[^\r\n]*\r\n/);
