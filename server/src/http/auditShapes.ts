/** The joi schema of the audit trail in words (core's api/auditWords.ts): responseShapes' AuditLog, each entry with its subject and sentence. */
import Joi from 'joi';

/** Until these shapes move into core's api schemas (decision 035): the same builders as there. */
const int = Joi.number().integer();
const nullable = (schema: Joi.Schema) => schema.allow(null).required();

import { AuditLog } from '@lounge/core/api';

const str = Joi.string().allow('').required();
const maybe = nullable(Joi.string().allow(''));

export const AuditTrail = AuditLog.keys({
  entries: Joi.array()
    .items(
      Joi.object({
        id: int.required(),
        createdAt: str,
        actorId: str,
        actorName: str,
        action: str,
        targetType: str,
        targetId: str,
        details: Joi.object().unknown().allow(null).required(),
        subject: nullable(
          Joi.object({
            memberId: maybe,
            memberName: maybe,
            bayNumber: maybe,
            startTime: maybe,
            label: maybe,
          }),
        ),
        summary: str,
      }),
    )
    .required(),
}).label('AuditTrail');
