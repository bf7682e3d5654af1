import {
  resolveVenue,
  VENUE_VARIABLES,
  type VenueOverrides,
  type VenueSettings,
  VenueSettingsError,
} from '@lounge/core';
import Joi from 'joi';
import { type Variable, variable } from './variables';

/**
 * VENUE_*: core's VENUE_VARIABLES, each becoming a venue override; core's resolveVenue checks the
 * values. Here only what the server checks of the text itself, beyond being text.
 */
const VENUE_TEXT: Readonly<Record<string, Joi.Schema>> = {
  VENUE_PHONE: Joi.string().max(40),
  VENUE_EMAIL: Joi.string().email({ tlds: { allow: false } }),
  VENUE_ADDRESS: Joi.string().max(200),
};
export const VENUE: Record<string, Variable<VenueOverrides | undefined>> = Object.fromEntries(
  Object.entries(VENUE_VARIABLES).map(([name, override]) => [
    name,
    variable(name, VENUE_TEXT[name] ?? Joi.string(), (value) =>
      value === undefined ? undefined : override(value as string),
    ),
  ]),
);

/**
 * The venue from the VENUE_* variables, or undefined after adding its problems. Core stops at its
 * first problem and speaks of settings, not variables; so when the whole set fails, each variable
 * is tried alone to name the ones at fault, and only a fault of the combination (close too soon
 * after open) is reported against all the variables that were set.
 */
export function resolveVenueFromEnv(
  valid: Record<string, unknown>,
  problems: string[],
): VenueSettings | undefined {
  const set = Object.values(VENUE).flatMap((v) => {
    const overrides = v.read(valid[v.name]);
    return overrides === undefined ? [] : [{ name: v.name, overrides }];
  });
  const combined = tryResolveVenue(mergeOverrides(set.map((s) => s.overrides)));
  if (combined.venue) return combined.venue;

  const alone = set.flatMap(({ name, overrides }) => {
    const { problem } = tryResolveVenue(overrides);
    return problem ? [`${name}: ${problem}`] : [];
  });
  problems.push(
    ...(alone.length > 0 ? alone : [`${set.map((s) => s.name).join(', ')}: ${combined.problem}`]),
  );
  return undefined;
}

function tryResolveVenue(overrides: VenueOverrides): { venue?: VenueSettings; problem?: string } {
  try {
    return { venue: resolveVenue(overrides) };
  } catch (error) {
    if (error instanceof VenueSettingsError) return { problem: error.message };
    throw error;
  }
}

function mergeOverrides(list: readonly VenueOverrides[]): VenueOverrides {
  const merged: VenueOverrides = {};
  for (const o of list) {
    Object.assign(merged, o, {
      hours: { ...merged.hours, ...o.hours },
      staffedHours: { ...merged.staffedHours, ...o.staffedHours },
      contact: { ...merged.contact, ...o.contact },
    });
  }
  return merged;
}
