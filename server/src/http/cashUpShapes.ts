/** The joi schemas of the cash-up's answers (core's api/cashUp.ts), as responseShapes.ts does for the rest. */
import Joi from 'joi';

/** Until these shapes move into core's api schemas (decision 035): the same builders as there. */
const int = Joi.number().integer();
const nullable = (schema: Joi.Schema) => schema.allow(null).required();

const cents = int.required();
const str = Joi.string().required();

export const CashUpDay = Joi.object({
  date: str,
  takings: Joi.object({
    cashCents: cents,
    cardCents: cents,
    onlineCents: cents,
    cashRefundedCents: cents,
    cardRefundedCents: cents,
    onlineRefundedCents: cents,
    netCents: cents,
    expectedCashCents: cents,
  }).required(),
  count: nullable(
    Joi.object({
      expectedCashCents: cents,
      countedCents: cents,
      differenceCents: cents,
      differenceWords: str,
      countedById: str,
      countedByName: str,
      countedAt: str,
      note: nullable(Joi.string()),
    }),
  ),
}).label('CashUpDay');
