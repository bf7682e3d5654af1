/** The joi schema of the audit trail in words (core's api/auditWords.ts): responseShapes' AuditLog, each entry with its subject and sentence. */
import Joi from 'joi';
import { int, nullable } from './responseSchemas';
import { AuditLog } from './responseShapes';

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
