/**
 * The desk's main process with Electron's API stood in for: the window's options, the navigation
 * and new-window guards, the offline fallback, the preload bridge's calls and the settings file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DeskElectron, type InvokeEvent, startDesk } from '../src/main/deskMain';
import { fileSettingsStore, SETTINGS_FILE } from '../src/main/settingsStore';
import { DESK_CHANNELS } from '../src/shared/deskBridge';
import { normalizeServerUrl, UNENCRYPTED_REFUSED } from '../src/shared/serverAddress';

type Listener = (...args: unknown[]) => unknown;

/** A WebContents stand-in: records listeners, the window-open handler and what it loaded. */
class FakeContents {
  listeners = new Map<string, Listener[]>();
  openHandler: ((details: { url: string }) => unknown) | null = null;
  loaded: string[] = [];
  on(channel: string, listener: Listener) {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
    return this;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => unknown) {
    this.openHandler = handler;
  }
  async loadURL(url: string) {
    this.loaded.push(url);
  }
  async loadFile(file: string, options?: { query?: Record<string, string> }) {
    this.loaded.push(`${pathToFileURL(file).href}?${new URLSearchParams(options?.query)}`);
  }
  /** Emits like Electron: returns whether a listener called preventDefault. */
  emit(channel: string, ...args: unknown[]): boolean {
    let prevented = false;
    const event = { preventDefault: () => (prevented = true) };
    for (const listener of this.listeners.get(channel) ?? []) listener(event, ...args);
    return prevented;
  }
}

class FakeWindow {
  static created: FakeWindow[] = [];
  static getAllWindows = () => FakeWindow.created;
  webContents = new FakeContents();
  shown = false;
  constructor(readonly options: Record<string, unknown>) {
    FakeWindow.created.push(this);
  }
  once(_channel: string, listener: () => void) {
    listener();
  }
  show() {
    this.shown = true;
  }
  isMinimized = () => false;
  restore() {}
  focus() {}
}

const SERVER = 'https://lounge.local:5000';
const rendererFile = path.join(tmpdir(), 'desk-out', 'renderer', 'index.html');
let userData: string;
let appListeners: Map<string, Listener>;
let handlers: Map<string, Listener>;
let electron: DeskElectron;
let openExternal: ReturnType<typeof vi.fn>;
let permissionHandler: Listener | null;

async function start(savedServer?: string) {
  if (savedServer)
    writeFileSync(path.join(userData, SETTINGS_FILE), JSON.stringify({ serverUrl: savedServer }));
  startDesk(electron, { preload: '/app/out/preload/index.cjs', rendererFile, platform: 'linux' });
  await Promise.resolve();
  await Promise.resolve();
  const window = FakeWindow.created[0];
  if (!window) throw new Error('no window was created');
  // Electron announces every WebContents it creates; the app guards each one.
  appListeners.get('web-contents-created')?.({}, window.webContents);
  return window;
}

const invoke = (channel: string, frameUrl: string | null, ...args: unknown[]) => {
  const sender = new FakeContents();
  const event: InvokeEvent = { senderFrame: frameUrl === null ? null : { url: frameUrl }, sender };
  return { result: () => handlers.get(channel)?.(event, ...args), sender };
};

beforeEach(() => {
  userData = mkdtempSync(path.join(tmpdir(), 'desk-user-data-'));
  FakeWindow.created = [];
  appListeners = new Map();
  handlers = new Map();
  permissionHandler = null;
  openExternal = vi.fn(async () => undefined);
  electron = {
    app: {
      whenReady: () => Promise.resolve(),
      on: (channel: string, listener: Listener) => appListeners.set(channel, listener),
      quit: vi.fn(),
      getPath: () => userData,
      requestSingleInstanceLock: () => true,
    },
    BrowserWindow: FakeWindow,
    shell: { openExternal },
    ipcMain: { handle: (channel: string, listener: Listener) => handlers.set(channel, listener) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Listener) => {
          permissionHandler = handler;
        },
        setPermissionCheckHandler: vi.fn(),
      },
    },
  } as unknown as DeskElectron;
});
afterEach(() => rmSync(userData, { recursive: true, force: true }));

describe('the console window', () => {
  it('is sandboxed and context-isolated, with no Node integration and the preload bridge', async () => {
    const window = await start();
    expect(window.options.webPreferences).toEqual({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
    expect(window.options.show).toBe(false);
    expect(window.shown).toBe(true);
  });

  it('opens the console from the default server, or from the one remembered', async () => {
    expect((await start()).webContents.loaded).toEqual(['http://localhost:5000/desk/']);
    FakeWindow.created = [];
    expect((await start(SERVER)).webContents.loaded).toEqual([`${SERVER}/desk/`]);
  });

  it("opens the console's copy on disk, naming the address, when the server does not answer", async () => {
    const window = await start(SERVER);
    window.webContents.emit('did-fail-load', -102, 'ERR_CONNECTION_REFUSED', `${SERVER}/desk/`, true);
    expect(window.webContents.loaded.at(-1)).toBe(
      `${pathToFileURL(rendererFile).href}?unreachable=${encodeURIComponent(SERVER)}`,
    );
    // A superseded load or a failed sub-frame is not the server being away.
    const count = window.webContents.loaded.length;
    window.webContents.emit('did-fail-load', -3, 'ERR_ABORTED', `${SERVER}/desk/`, true);
    window.webContents.emit('did-fail-load', -102, 'ERR_CONNECTION_REFUSED', `${SERVER}/x`, false);
    expect(window.webContents.loaded).toHaveLength(count);
  });

  it('refuses every permission request', async () => {
    await start();
    const callback = vi.fn();
    permissionHandler?.({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
  });
});

describe('the navigation guard', () => {
  it("lets pages move within the server's origin and the console's file, nowhere else", async () => {
    const { webContents } = await start(SERVER);
    expect(webContents.emit('will-navigate', `${SERVER}/desk/?x=1`)).toBe(false);
    expect(webContents.emit('will-navigate', `${pathToFileURL(rendererFile).href}?unreachable=x`)).toBe(
      false,
    );
    for (const url of [
      'http://evil.example/desk/',
      'https://lounge.local:5001/desk/',
      'http://lounge.local:5000/desk/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(webContents.emit('will-navigate', url), url).toBe(true);
    }
    expect(webContents.emit('will-redirect', 'http://evil.example/')).toBe(true);
    expect(webContents.emit('will-redirect', `${SERVER}/desk/`)).toBe(false);
    // None of those is a mail or phone link or the venue's own site: none is opened elsewhere either.
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('hands mail and phone links to the system instead of navigating', async () => {
    const { webContents } = await start(SERVER);
    expect(webContents.emit('will-navigate', 'mailto:max@example.com')).toBe(true);
    expect(webContents.emit('will-navigate', 'tel:+14065550142')).toBe(true);
    expect(openExternal.mock.calls).toEqual([['mailto:max@example.com'], ['tel:+14065550142']]);
  });

  it("opens nothing else with the system: only mail, phone and the venue's own site", async () => {
    const { webContents } = await start(SERVER);
    const open = (url: string) => webContents.openHandler?.({ url });
    for (const url of [
      'https://evil.example/verify',
      'http://evil.example/',
      'https://lounge.local:5001/',
      'file:///usr/bin/xterm',
      'smb://share/x',
      'ms-msdt:/id',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(open(url), url).toEqual({ action: 'deny' });
      webContents.emit('will-navigate', url);
    }
    expect(openExternal).not.toHaveBeenCalled();
    // A link to the venue's own site that leaves the console (a new window of a non-console page)
    // still stays within the server's origin.
    expect(open('tel:4065550142')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('tel:4065550142');
  });

  it('refuses <webview> tags', async () => {
    const { webContents } = await start(SERVER);
    expect(webContents.emit('will-attach-webview')).toBe(true);
  });

  it("opens new windows only for the server's pages, locked down like the main one", async () => {
    const { webContents } = await start(SERVER);
    const open = (url: string) => webContents.openHandler?.({ url });
    expect(open(`${SERVER}/api/staff/analytics`)).toEqual({
      action: 'allow',
      overrideBrowserWindowOptions: {
        webPreferences: expect.objectContaining({
          contextIsolation: true,
          sandbox: true,
          nodeIntegration: false,
        }),
      },
    });
    expect(open('http://evil.example/')).toEqual({ action: 'deny' });
    expect(open(pathToFileURL(rendererFile).href)).toEqual({ action: 'deny' });
    expect(open('https://maps.example/lounge')).toEqual({ action: 'deny' });
    expect(openExternal).not.toHaveBeenCalled();
  });
});

describe('the preload bridge calls', () => {
  it('tells the console its server address', async () => {
    await start(SERVER);
    expect(invoke(DESK_CHANNELS.getServerUrl, `${SERVER}/desk/`).result()).toBe(SERVER);
  });

  it('remembers a new address, moves the guard to it and opens the console there', async () => {
    const window = await start(SERVER);
    const call = invoke(DESK_CHANNELS.setServerUrl, `${SERVER}/desk/`, ' https://10.0.0.5:5000/desk?x ');
    expect(call.result()).toBe('https://10.0.0.5:5000');
    expect(call.sender.loaded).toEqual(['https://10.0.0.5:5000/desk/']);
    expect(JSON.parse(readFileSync(path.join(userData, SETTINGS_FILE), 'utf8'))).toEqual({
      serverUrl: 'https://10.0.0.5:5000',
      allowUnencrypted: false,
    });
    expect(window.webContents.emit('will-navigate', 'https://10.0.0.5:5000/desk/')).toBe(false);
    expect(window.webContents.emit('will-navigate', `${SERVER}/desk/`)).toBe(true);
  });

  it('takes the address from the offline page too, and refuses what is not http(s)', async () => {
    await start(SERVER);
    const offline = `${pathToFileURL(rendererFile).href}?unreachable=x`;
    expect(invoke(DESK_CHANNELS.setServerUrl, offline, 'lounge.local:6000').result()).toBe(
      'https://lounge.local:6000',
    );
    for (const bad of ['file:///etc', 'javascript:alert(1)', 'https://user:pw@host', '', 42]) {
      expect(() => invoke(DESK_CHANNELS.setServerUrl, offline, bad).result()).toThrow(/https:\/\/host:port/);
    }
  });

  it('refuses plain http to another computer, allows it to this one, and to a lab only when asked', async () => {
    await start(SERVER);
    // The console's copy on disk stays a console page whichever server the address moves to.
    const from = pathToFileURL(rendererFile).href;
    for (const remote of ['http://10.0.0.5:5000', 'http://lounge.local', 'http://[fe80::1]:5000']) {
      expect(() => invoke(DESK_CHANNELS.setServerUrl, from, remote).result(), remote).toThrow(
        UNENCRYPTED_REFUSED,
      );
      expect(() => invoke(DESK_CHANNELS.setServerUrl, from, remote, 'yes').result(), remote).toThrow(
        UNENCRYPTED_REFUSED,
      );
    }
    for (const local of [
      'http://localhost:5000',
      'http://127.0.0.1:5000',
      'http://[::1]:5000',
      'localhost:5000',
    ]) {
      expect(invoke(DESK_CHANNELS.setServerUrl, from, local).result(), local).toMatch(/^http:\/\//);
    }
    const settings = () => JSON.parse(readFileSync(path.join(userData, SETTINGS_FILE), 'utf8'));
    expect(settings()).toEqual({ serverUrl: 'http://localhost:5000', allowUnencrypted: false });
    // The lab opt-out: remembered with the address, and told to the console.
    expect(invoke(DESK_CHANNELS.setServerUrl, from, 'http://10.0.0.5:5000', true).result()).toBe(
      'http://10.0.0.5:5000',
    );
    expect(settings()).toEqual({ serverUrl: 'http://10.0.0.5:5000', allowUnencrypted: true });
    expect(invoke(DESK_CHANNELS.getAllowUnencrypted, 'http://10.0.0.5:5000/desk/').result()).toBe(true);
    expect(invoke(DESK_CHANNELS.setServerUrl, from, 'https://lounge.example').result()).toBe(
      'https://lounge.example',
    );
    expect(settings()).toEqual({ serverUrl: 'https://lounge.example', allowUnencrypted: false });
  });

  it('answers only pages of the console', async () => {
    await start(SERVER);
    expect(() => invoke(DESK_CHANNELS.getServerUrl, 'http://evil.example/').result()).toThrow(/Refused/);
    expect(() => invoke(DESK_CHANNELS.setServerUrl, null, SERVER).result()).toThrow(/Refused/);
  });
});

describe('the settings file', () => {
  it('falls back to the default address when missing or broken', () => {
    const store = fileSettingsStore(userData);
    const defaults = { serverUrl: 'http://localhost:5000', allowUnencrypted: false };
    expect(store.read()).toEqual(defaults);
    writeFileSync(path.join(userData, SETTINGS_FILE), '{ not json');
    expect(store.read()).toEqual(defaults);
    writeFileSync(path.join(userData, SETTINGS_FILE), JSON.stringify({ serverUrl: 'ftp://x' }));
    expect(store.read()).toEqual(defaults);
  });

  it('does not reopen a remembered plain http address on another computer without the opt-out', async () => {
    const store = fileSettingsStore(userData);
    writeFileSync(path.join(userData, SETTINGS_FILE), JSON.stringify({ serverUrl: 'http://10.0.0.5:5000' }));
    expect(store.read()).toEqual({ serverUrl: 'http://localhost:5000', allowUnencrypted: false });
    expect((await start()).webContents.loaded).toEqual(['http://localhost:5000/desk/']);
    writeFileSync(
      path.join(userData, SETTINGS_FILE),
      JSON.stringify({ serverUrl: 'http://10.0.0.5:5000', allowUnencrypted: true }),
    );
    expect(store.read()).toEqual({ serverUrl: 'http://10.0.0.5:5000', allowUnencrypted: true });
  });

  it('keeps addresses as bare origins, https unless the server is this computer', () => {
    expect(normalizeServerUrl('https://desk.lounge.example/some/path?q#h')).toBe(
      'https://desk.lounge.example',
    );
    expect(normalizeServerUrl('192.168.1.20:5000')).toBe('https://192.168.1.20:5000');
    expect(normalizeServerUrl('127.0.0.1:5000')).toBe('http://127.0.0.1:5000');
    expect(normalizeServerUrl('localhost:5000')).toBe('http://localhost:5000');
  });
});

describe('a second launch', () => {
  it('quits when another console already runs', () => {
    electron.app.requestSingleInstanceLock = () => false;
    startDesk(electron, { preload: 'p', rendererFile, platform: 'linux' });
    expect(electron.app.quit).toHaveBeenCalled();
    expect(FakeWindow.created).toHaveLength(0);
  });
});
