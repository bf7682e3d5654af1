/**
 * The desk's main process: one window showing the renderer, locked down. The renderer is an
 * ordinary web page that talks to the lounge server over HTTP; it gets no Node, no Electron
 * internals, and cannot open or navigate to other sites, so a link or injected script in staff
 * data cannot turn the console into a general browser.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, session } from 'electron';

// Set by `electron-vite dev` to the renderer's dev server; unset in a built app.
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const rendererFile = join(import.meta.dirname, '../renderer/index.html');

/** Whether a URL is the desk's own page (the dev server in development, the built file otherwise). */
function isAppUrl(url: string): boolean {
  try {
    const target = new URL(url);
    if (devServerUrl) return target.origin === new URL(devServerUrl).origin;
    return target.protocol === 'file:' && target.pathname === pathToFileURL(rendererFile).pathname;
  } catch {
    return false;
  }
}

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    title: 'Front Desk',
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  window.once('ready-to-show', () => window.show());

  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  window.webContents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  window.webContents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });

  if (devServerUrl) void window.loadURL(devServerUrl);
  else void window.loadFile(rendererFile);
  return window;
}

app.on('web-contents-created', (_event, contents) => {
  // No <webview> tags: they would bring their own, unrestricted preferences.
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

app.whenReady().then(() => {
  // The console needs no camera, microphone, notifications or location: refuse every request.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
