/**
 * The desk's main process, with Electron passed in (index.ts hands the real one; tests hand
 * stand-ins): one window on the console, the settings file, the two IPC calls of the preload bridge,
 * no permissions, and the guards on every page the app creates.
 */
import { pathToFileURL } from 'node:url';
import { DESK_CHANNELS } from '../shared/deskBridge';
import { deskPageUrl, normalizeServerUrl, serverAddressRefusal } from '../shared/serverAddress';
import {
  type ConsoleContents,
  type ConsoleWindow,
  consoleWindowOptions,
  guardContents,
  openConsole,
} from './consoleWindow';
import { type ConsolePlaces, isConsoleUrl } from './navigationGuard';
import { fileSettingsStore, type SettingsStore } from './settingsStore';

/** An IPC call's origin: the frame that sent it (null once that frame is gone). */
export interface InvokeEvent {
  senderFrame: { url: string } | null;
  sender: { loadURL(url: string): Promise<void> };
}

export interface DeskElectron {
  app: {
    whenReady(): Promise<unknown>;
    on(channel: string, listener: (...args: never[]) => void): unknown;
    quit(): void;
    getPath(name: 'userData'): string;
    requestSingleInstanceLock(): boolean;
  };
  BrowserWindow: {
    new (
      options: ReturnType<typeof consoleWindowOptions>,
    ): ConsoleWindow & {
      isMinimized(): boolean;
      restore(): void;
      focus(): void;
    };
    getAllWindows(): readonly unknown[];
  };
  shell: { openExternal(url: string): Promise<void> };
  ipcMain: { handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown): void };
  session: {
    defaultSession: {
      setPermissionRequestHandler(
        handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
      ): void;
      setPermissionCheckHandler(handler: () => boolean): void;
    };
  };
}

export interface DeskOptions {
  /** The built preload script (CommonJS, for the sandbox). */
  preload: string;
  /** The built renderer's index.html, opened when the server does not answer. */
  rendererFile: string;
  platform: string;
  /** Defaults to desk-settings.json in userData. */
  store?: SettingsStore;
}

export function startDesk(electron: DeskElectron, options: DeskOptions): void {
  const { app, BrowserWindow, shell, ipcMain, session } = electron;
  // One console per desk: a second launch brings the open window forward instead.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  const store = options.store ?? fileSettingsStore(app.getPath('userData'));
  let { serverUrl, allowUnencrypted } = store.read();
  const places: ConsolePlaces = {
    serverUrl: () => serverUrl,
    localPage: pathToFileURL(options.rendererFile).href,
  };
  let mainWindow: InstanceType<DeskElectron['BrowserWindow']> | null = null;

  const createWindow = () => {
    mainWindow = new BrowserWindow(consoleWindowOptions(options.preload));
    openConsole(mainWindow, places, options.rendererFile);
  };

  /** Only the console's own pages may use the bridge, not a frame or page that got in somehow. */
  const fromConsole = (event: InvokeEvent) => {
    if (!event.senderFrame || !isConsoleUrl(event.senderFrame.url, places)) {
      throw new Error('Refused: the request did not come from the console.');
    }
  };
  ipcMain.handle(DESK_CHANNELS.getServerUrl, (event) => {
    fromConsole(event);
    return serverUrl;
  });
  ipcMain.handle(DESK_CHANNELS.getAllowUnencrypted, (event) => {
    fromConsole(event);
    return allowUnencrypted;
  });
  ipcMain.handle(DESK_CHANNELS.setServerUrl, (event, input: unknown, allow: unknown) => {
    fromConsole(event);
    const next = normalizeServerUrl(input);
    if (!next) throw new Error('Enter the server address as https://host:port.');
    // The renderer checks this too, but the main process is where the rule holds.
    const refusal = serverAddressRefusal(next, allow === true);
    if (refusal) throw new Error(refusal);
    serverUrl = next;
    allowUnencrypted = allow === true && next.startsWith('http:');
    store.write({ serverUrl, allowUnencrypted });
    void event.sender.loadURL(deskPageUrl(serverUrl)).catch(() => undefined);
    return serverUrl;
  });

  app.on('web-contents-created', (_event, contents: ConsoleContents) => {
    guardContents(contents, places, (url) => shell.openExternal(url));
  });
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => {
    if (options.platform !== 'darwin') app.quit();
  });

  void app.whenReady().then(() => {
    // The console needs no camera, microphone, notifications or location: refuse every request.
    session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
    session.defaultSession.setPermissionCheckHandler(() => false);
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });
}
