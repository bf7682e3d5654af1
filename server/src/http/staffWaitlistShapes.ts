/** The joi schema of the desk's waitlist (core's api/staffWaitlist.ts). */
import { WAITLIST_STATUSES } from '@lounge/core';
import Joi from 'joi';

/** Until these shapes move into core's api schemas (decision 035): the same builders as there. */
const int = Joi.number().integer();
const nullable = (schema: Joi.Schema) => schema.allow(null).required();

const str = Joi.string().required();
const maybe = nullable(Joi.string());

export const StaffWaitlistDay = Joi.object({
  date: str,
  entries: Joi.array()
    .items(
      Joi.object({
        id: str,
        memberId: str,
        memberName: str,
        startTime: str,
        endTime: str,
        bayNumber: maybe,
        guestCount: int.required(),
        status: Joi.string()
          .valid(...WAITLIST_STATUSES)
          .required(),
        position: nullable(int),
        offerExpiresAt: maybe,
        heldBayNumber: maybe,
        joinedAt: str,
      }),
    )
    .required(),
}).label('StaffWaitlistDay');
