/**
 * A journey server's door (playwright.config.ts starts one for each worker's server, before it, and
 * points the server's DOOR_CONTROLLER=shelly at it): fakeDoor's Shelly relay on DOOR_PORT with the
 * password DOOR_SECRET. Every command it carries out is kept in DOOR_LOG (a JSON list, written
 * whole), where a journey counts the door's openings (web/e2e/door.ts).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeDoor } from './fakeDoor';

const port = Number(process.env.DOOR_PORT);
const secret = process.env.DOOR_SECRET;
const log = process.env.DOOR_LOG;
if (!port || !secret || !log) throw new Error('DOOR_PORT, DOOR_SECRET and DOOR_LOG are needed');
mkdirSync(path.dirname(log), { recursive: true });
await startFakeDoor('shelly', secret, {
  port,
  onCommand(commands) {
    // Whole or not at all: a journey polling the file never reads half a list.
    writeFileSync(`${log}.part`, JSON.stringify(commands));
    renameSync(`${log}.part`, log);
  },
});
