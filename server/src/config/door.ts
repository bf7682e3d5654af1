import {
  DEFAULT_DOOR_OPENS_MINUTES,
  DOOR_CONTROLLERS,
  type DoorControllerKind,
  isMembershipType,
  MEMBERSHIP_TYPES,
  type MembershipType,
} from '@lounge/core';
import Joi from 'joi';
import { given, type SectionOf, type Simplify, type Table, text } from './variables';

/**
 * The door on the lounge's own network (door/doorControllers.ts, docs/on-premise.md): a Shelly Gen2
 * relay (its address and digest password) or a webhook (its URL and shared secret); none by default.
 */
export const DOOR = {
  controller: given<DoorControllerKind>(
    'DOOR_CONTROLLER',
    Joi.string()
      .valid(...DOOR_CONTROLLERS)
      .default('none'),
  ),
  url: text('DOOR_URL', Joi.string().uri({ scheme: ['http', 'https'] })),
  secret: text('DOOR_SECRET', Joi.string().min(8).max(200)),
  /** A pass opens the door from this many minutes before its start until its end. */
  opensMinutes: given<number>(
    'DOOR_OPENS_MINUTES',
    Joi.number().integer().min(0).max(240).default(DEFAULT_DOOR_OPENS_MINUTES),
  ),
  /** How long the relay holds the strike open (Shelly's toggle_after). */
  openSeconds: given<number>('DOOR_OPEN_SECONDS', Joi.number().integer().min(1).max(60).default(5)),
  /** The plans whose members a pass lets in without staff (comma-separated); every plan when unset. */
  tiers: text('DOOR_TIERS', Joi.string().max(100)),
} satisfies Table;
export type DoorConfig = Simplify<Omit<SectionOf<typeof DOOR>, 'tiers'> & { tiers: MembershipType[] }>;

/** The DOOR section: a controller needs its address, a webhook its secret; DOOR_TIERS names plans. */
export function doorSettings(section: SectionOf<typeof DOOR>, problems: string[]): DoorConfig {
  if (section.controller !== 'none' && !section.url) {
    problems.push(
      `DOOR_URL is required with DOOR_CONTROLLER=${section.controller} (the controller's address on the lounge's network)`,
    );
  }
  if (section.controller === 'webhook' && !section.secret) {
    problems.push(
      'DOOR_SECRET is required with DOOR_CONTROLLER=webhook (the secret its posts are signed with)',
    );
  }
  const named = (section.tiers ?? MEMBERSHIP_TYPES.join(','))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = named.filter((tier) => !isMembershipType(tier));
  if (unknown.length > 0) {
    problems.push(`DOOR_TIERS: not a plan: ${unknown.join(', ')} (plans: ${MEMBERSHIP_TYPES.join(', ')})`);
  }
  const { tiers: _named, ...rest } = section;
  return { ...rest, tiers: named.filter(isMembershipType) };
}
