/**
 * Runs before the renderer in its sandbox, with contextIsolation: the only door from the page to
 * Electron. It exposes three fixed calls and a value through contextBridge, never ipcRenderer itself,
 * so a page script (or anything injected into it) cannot send arbitrary messages to the main process.
 */
import { contextBridge, ipcRenderer } from 'electron';
// Only the version field is bundled into the preload, not the whole package.json.
import { version } from '../../../package.json' with { type: 'json' };
import { DESK_CHANNELS, type DeskBridge } from '../shared/deskBridge';

const bridge: DeskBridge = {
  version,
  getServerUrl: () => ipcRenderer.invoke(DESK_CHANNELS.getServerUrl) as Promise<string>,
  getAllowUnencrypted: () => ipcRenderer.invoke(DESK_CHANNELS.getAllowUnencrypted) as Promise<boolean>,
  setServerUrl: (url: string, allowUnencrypted = false) =>
    ipcRenderer.invoke(DESK_CHANNELS.setServerUrl, String(url), allowUnencrypted === true) as Promise<string>,
};

contextBridge.exposeInMainWorld('desk', bridge);
