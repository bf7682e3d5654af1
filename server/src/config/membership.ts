import { DEFAULT_MEMBERSHIP_TERMS } from '@lounge/core';
import Joi from 'joi';
import { given, type Table } from './variables';

/** The terms memberships are sold on (core's membershipTerms.ts): freezing, notice, the guarantee. */
const days = (name: string, fallback: number, max = 366) =>
  given<number>(name, Joi.number().integer().min(0).max(max).default(fallback));
export const MEMBERSHIP = {
  freezeMonthsPerYear: days('FREEZE_MONTHS_PER_YEAR', DEFAULT_MEMBERSHIP_TERMS.freezeMonthsPerYear, 12),
  freezeStartWithinDays: days('FREEZE_START_WITHIN_DAYS', DEFAULT_MEMBERSHIP_TERMS.freezeStartWithinDays),
  freezeReminderDays: days('FREEZE_REMINDER_DAYS', DEFAULT_MEMBERSHIP_TERMS.freezeReminderDays),
  cancelNoticeDays: days('CANCEL_NOTICE_DAYS', DEFAULT_MEMBERSHIP_TERMS.cancelNoticeDays),
  guaranteeDays: days('REFUND_GUARANTEE_DAYS', DEFAULT_MEMBERSHIP_TERMS.guaranteeDays),
} satisfies Table;
