import { DEFAULT_DESK_WINDOWS } from '@lounge/core';
import Joi from 'joi';
import { given, type Table } from './variables';

/** The front desk's windows on the clock (core's boardStatus.ts). */
export const DESK = {
  /** Check-in opens this many minutes before a booking's start. */
  checkInOpensMinutes: given<number>(
    'CHECK_IN_OPENS_MINUTES',
    Joi.number()
      .integer()
      .min(0)
      .max(24 * 60)
      .default(DEFAULT_DESK_WINDOWS.checkInOpensMinutes),
  ),
  /** A no-show can be marked from this many minutes after a booking's start until its venue day ends. */
  noShowAfterMinutes: given<number>(
    'NO_SHOW_AFTER_MINUTES',
    Joi.number()
      .integer()
      .min(0)
      .max(24 * 60)
      .default(DEFAULT_DESK_WINDOWS.noShowAfterMinutes),
  ),
  /** A member's pass checks in at the kiosk from this many minutes before the start until the end. */
  passOpensMinutes: given<number>(
    'PASS_OPENS_MINUTES',
    Joi.number()
      .integer()
      .min(0)
      .max(24 * 60)
      .default(DEFAULT_DESK_WINDOWS.passOpensMinutes),
  ),
  /** A booking nobody checked in for is released this many minutes after its start; 0 turns it off. */
  noShowReleaseMinutes: given<number>(
    'NO_SHOW_RELEASE_MINUTES',
    Joi.number()
      .integer()
      .min(0)
      .max(24 * 60)
      .default(DEFAULT_DESK_WINDOWS.noShowReleaseMinutes),
  ),
} satisfies Table;
