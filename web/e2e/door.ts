/**
 * The lounge's door as a journey sees it: the commands this worker's fake relay carried out
 * (server/test/e2eDoor.ts, which playwright.config.ts starts beside each worker's server), oldest
 * first. The list is the worker's whole run, so a journey counts what it added.
 */
import { existsSync, readFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { e2eDoor } from '../../playwright.config';

export interface DoorCommand {
  method: string;
  params: Record<string, unknown>;
}

export function doorCommands(): DoorCommand[] {
  const { log } = e2eDoor(test.info().parallelIndex);
  return existsSync(log) ? (JSON.parse(readFileSync(log, 'utf8')) as DoorCommand[]) : [];
}
