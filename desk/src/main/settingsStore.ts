/**
 * The desk's own settings, a small JSON file in Electron's userData folder: the server address and
 * whether staff allowed plain http to it (lab only), remembered between runs. A missing, unreadable
 * or hand-broken file means the defaults, and so does an address the address rule refuses (plain
 * http to another computer without the opt-out): the console then opens its copy on disk, where
 * staff enter an https address.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SERVER_URL } from '../shared/deskBridge';
import { normalizeServerUrl, serverAddressRefusal } from '../shared/serverAddress';

export const SETTINGS_FILE = 'desk-settings.json';

export interface DeskSettings {
  serverUrl: string;
  /** Plain http to a server on another computer, which staff allowed for a lab. */
  allowUnencrypted: boolean;
}

const DEFAULTS: DeskSettings = { serverUrl: DEFAULT_SERVER_URL, allowUnencrypted: false };

export interface SettingsStore {
  read(): DeskSettings;
  write(settings: DeskSettings): void;
}

export function fileSettingsStore(userDataDir: string): SettingsStore {
  const file = path.join(userDataDir, SETTINGS_FILE);
  return {
    read() {
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<keyof DeskSettings, unknown>>;
        const serverUrl = normalizeServerUrl(saved.serverUrl);
        const allowUnencrypted = saved.allowUnencrypted === true;
        if (!serverUrl || serverAddressRefusal(serverUrl, allowUnencrypted)) return { ...DEFAULTS };
        return { serverUrl, allowUnencrypted };
      } catch {
        return { ...DEFAULTS };
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
