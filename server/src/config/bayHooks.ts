/**
 * The simulator hooks' settings (docs/on-premise.md, docs/decisions/059): an optional
 * BAY_<n>_HOOK_URL for each of the venue's bays, and BAY_HOOK_SECRET, the one secret every hook's
 * posts are signed with. The per-bay names follow the venue's bays, so they are read here rather
 * than from config.ts's fixed table of variables.
 */
import Joi from 'joi';
import { type Table, text } from './variables';

/** The one secret of every hook (each bay's BAY_<n>_HOOK_URL is read below, by the venue's bays). */
export const BAY_HOOKS = { secret: text('BAY_HOOK_SECRET', Joi.string().min(16).max(200)) } satisfies Table;

export interface BayHookConfig {
  /** The secret the posts are signed with; null when no bay has a hook. */
  secret: string | null;
  /** Each bay's hook URL, by bay (bays without one are absent). */
  urls: Readonly<Record<string, string>>;
}

const hookUrlName = (bay: string) => `BAY_${bay}_HOOK_URL`;
const HOOK_URL_NAME = /^BAY_(.+)_HOOK_URL$/;
const urlSchema = Joi.string().uri({ scheme: ['http', 'https'] });

/** The hooks set for `bays`, adding a line to `problems` for each bad or unknown one. */
export function bayHookSettings(
  env: Readonly<Record<string, string | undefined>>,
  bays: readonly string[],
  secret: string | undefined,
  problems: string[],
): BayHookConfig {
  const urls: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const bay = HOOK_URL_NAME.exec(name)?.[1];
    const url = value?.trim();
    if (bay === undefined || !url) continue;
    if (!bays.includes(bay)) {
      problems.push(`${name}: the venue has no bay ${bay} (bays: ${bays.join(', ')})`);
    } else if (urlSchema.validate(url).error) {
      problems.push(`${hookUrlName(bay)}: not an http(s) URL (got ${JSON.stringify(url)})`);
    } else {
      urls[bay] = url;
    }
  }
  const named = Object.keys(urls);
  if (named.length > 0 && !secret) {
    problems.push(
      `BAY_HOOK_SECRET is required with ${named.map(hookUrlName).join(', ')} (the secret the hook's posts are signed with)`,
    );
  }
  return { secret: named.length > 0 ? (secret ?? null) : null, urls };
}
