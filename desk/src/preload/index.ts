/**
 * Runs before the renderer in its sandbox, with contextIsolation: the only door from the page to
 * Electron. It exposes plain values through contextBridge, never ipcRenderer itself, so a page
 * script (or anything injected into it) cannot send arbitrary messages to the main process.
 */
import { contextBridge } from 'electron';
// Only the version field is bundled into the preload, not the whole package.json.
import { version } from '../../../package.json' with { type: 'json' };
import type { DeskBridge } from '../shared/deskBridge';

const bridge: DeskBridge = {
  version,
  versions: {
    electron: process.versions.electron ?? '',
    chrome: process.versions.chrome ?? '',
    node: process.versions.node,
  },
};

contextBridge.exposeInMainWorld('desk', bridge);
