/**
 * What the box last heard from the door's controller, per server: an opening and the background
 * pass's probe (at most 30 seconds apart, ops/backgroundWork.ts) both report, so a controller that
 * stops answering shows on the desk and in /api/health within a minute. Memory only: a restarted
 * box asks again at its first pass.
 */
import { type DoorState, toIsoInstant } from '@lounge/core';
import type { AppContext } from '../appContext';
import { type DoorController, doorControllerFor } from './doorControllers';

interface Heard {
  state: DoorState;
  checkedAt: string | null;
}

const heard = new WeakMap<AppContext, Heard>();
const controllers = new WeakMap<AppContext, DoorController | null>();

/** The configured controller (made once per server), or null for DOOR_CONTROLLER=none. */
export function doorController(ctx: AppContext): DoorController | null {
  if (!controllers.has(ctx)) controllers.set(ctx, doorControllerFor(ctx.config.door));
  return controllers.get(ctx) ?? null;
}

export function doorHeard(ctx: AppContext): Heard {
  if (!doorController(ctx)) return { state: 'off', checkedAt: null };
  return heard.get(ctx) ?? { state: 'unknown', checkedAt: null };
}

/** Runs one call to the controller, noting whether it answered; rethrows its failure. */
export async function askDoor(ctx: AppContext, call: (controller: DoorController) => Promise<void>) {
  const controller = doorController(ctx);
  if (!controller) return;
  try {
    await call(controller);
    heard.set(ctx, { state: 'ok', checkedAt: toIsoInstant(ctx.now()) });
  } catch (error) {
    const was = heard.get(ctx)?.state;
    heard.set(ctx, { state: 'down', checkedAt: toIsoInstant(ctx.now()) });
    if (was !== 'down') {
      ctx.logger.warn('door controller not answering', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
    throw error;
  }
}

/** The background pass's probe: asks the controller without changing anything. */
export async function probeDoor(ctx: AppContext): Promise<void> {
  await askDoor(ctx, (controller) => controller.probe()).catch(() => undefined);
}
