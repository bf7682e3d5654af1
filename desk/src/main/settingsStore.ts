/**
 * The desk's own settings, a small JSON file in Electron's userData folder: today only the server
 * address, remembered between runs. A missing, unreadable or hand-broken file means the defaults.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SERVER_URL } from '../shared/deskBridge';
import { normalizeServerUrl } from '../shared/serverAddress';

export const SETTINGS_FILE = 'desk-settings.json';

export interface DeskSettings {
  serverUrl: string;
}

export interface SettingsStore {
  read(): DeskSettings;
  write(settings: DeskSettings): void;
}

export function fileSettingsStore(userDataDir: string): SettingsStore {
  const file = path.join(userDataDir, SETTINGS_FILE);
  return {
    read() {
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<DeskSettings>;
        return { serverUrl: normalizeServerUrl(saved.serverUrl) ?? DEFAULT_SERVER_URL };
      } catch {
        return { serverUrl: DEFAULT_SERVER_URL };
      }
    },
    write(settings) {
      mkdirSync(userDataDir, { recursive: true });
      // Written beside, then renamed over: a crash mid-write never leaves half a file.
      const partial = `${file}.tmp`;
      writeFileSync(partial, `${JSON.stringify(settings, null, 2)}\n`);
      renameSync(partial, file);
    },
  };
}
