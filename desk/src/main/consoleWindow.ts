/**
 * The console's window: its locked-down options, the guards every page of the app gets, and how the
 * window finds its page (the server's /desk/, or the copy on disk when the server does not answer).
 * Electron's objects are passed in, so tests drive all of it with stand-ins.
 */
import type { BrowserWindowConstructorOptions, WebPreferences, WindowOpenHandlerResponse } from 'electron';
import { deskPageUrl } from '../shared/serverAddress';
import { type ConsolePlaces, isConsoleUrl, opensExternally } from './navigationGuard';

/**
 * No Node or Electron in the page, a sandboxed renderer, no <webview>, no insecure content: the
 * page is a web page that talks to the server, and a script injected into it gains nothing more.
 */
const SECURE_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInSubFrames: false,
  nodeIntegrationInWorker: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  navigateOnDragDrop: false,
} as const satisfies WebPreferences;

export function consoleWindowOptions(preload: string): BrowserWindowConstructorOptions {
  return {
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 640,
    title: 'Front Desk',
    // The theme's background, so the window does not flash white before the page paints.
    backgroundColor: '#0c1f16',
    show: false,
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload },
  };
}

/** The events a guarded page's contents emit that the guards listen to. */
type GuardEvent = { preventDefault(): void };

/** What the guards and the loader need of a WebContents (Electron's, or a test's stand-in). */
export interface ConsoleContents {
  on(channel: string, listener: (event: GuardEvent, ...args: never[]) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => WindowOpenHandlerResponse): void;
}

export interface ConsoleWindow {
  readonly webContents: ConsoleContents & {
    loadURL(url: string): Promise<void>;
    loadFile(file: string, options?: { query?: Record<string, string> }): Promise<void>;
  };
  once(channel: 'ready-to-show', listener: () => void): unknown;
  show(): void;
}

/**
 * Guards one WebContents (every one the app creates gets them, child windows too): navigation and
 * redirects only within the console's places, no <webview>, new windows only for the server's own
 * pages (with the same locked-down preferences), mail and phone links and the venue's own pages
 * handed to the system.
 */
export function guardContents(
  contents: ConsoleContents,
  places: ConsolePlaces,
  openExternal: (url: string) => unknown,
): void {
  contents.on('will-navigate', (event, url: string) => {
    if (isConsoleUrl(url, places)) return;
    event.preventDefault();
    if (opensExternally(url, places)) void openExternal(url);
  });
  contents.on('will-redirect', (event, url: string) => {
    if (!isConsoleUrl(url, places)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isConsoleUrl(url, places) && !url.startsWith('file:')) {
      return {
        action: 'allow',
        overrideBrowserWindowOptions: { webPreferences: { ...SECURE_WEB_PREFERENCES } },
      };
    }
    if (opensExternally(url, places)) void openExternal(url);
    return { action: 'deny' };
  });
}

/** Chromium's code for a load that was superseded by another navigation: not a failure. */
const ERR_ABORTED = -3;

/**
 * Opens the console from the server. When the server does not answer, the copy of the console on
 * disk opens instead, told which address failed, so staff can correct it there.
 */
export function openConsole(window: ConsoleWindow, places: ConsolePlaces, rendererFile: string): void {
  window.once('ready-to-show', () => window.show());
  window.webContents.on(
    'did-fail-load',
    (_event, errorCode: number, _description: string, url: string, isMainFrame: boolean) => {
      if (!isMainFrame || errorCode === ERR_ABORTED || url.startsWith('file:')) return;
      void window.webContents.loadFile(rendererFile, { query: { unreachable: places.serverUrl() } });
      // A window that never painted its first page still has to appear.
      window.show();
    },
  );
  window.webContents.loadURL(deskPageUrl(places.serverUrl())).catch(() => undefined);
}
