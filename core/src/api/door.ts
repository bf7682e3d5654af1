/** The door (docs/on-premise.md, docs/decisions/056): a door kiosk's opening, the desk's card, the admins' PIN. */
import Joi from 'joi';
import { DOOR_CONTROLLERS, DOOR_STATES } from '../door';
import { exactly, list, nullable, object, oneOf, type Shape, text } from './shape';

/** POST /api/kiosk/door: what the door kiosk was given, typed or scanned. */
export const DoorOpenRequest = object({ code: Joi.string().allow('').max(80).required() });
/** Its answer, only once the controller said the door is open. */
export const DoorOpened = object({ opened: exactly(true), firstName: text });
export type DoorOpened = Shape<typeof DoorOpened>;

/** GET /api/staff/door: which controller, what the box last heard from it (an ISO instant), and when. */
export const DoorStatus = object({
  controller: oneOf(DOOR_CONTROLLERS),
  state: oneOf(DOOR_STATES),
  checkedAt: nullable(text),
});
export type DoorStatus = Shape<typeof DoorStatus>;

/** GET /api/admin/door/pins: today's and tomorrow's keypad PINs (venue dates), null without DOOR_SECRET. */
export const DoorPins = object({ pins: nullable(list(object({ date: text, pin: text }))) });
export type DoorPins = Shape<typeof DoorPins>;
