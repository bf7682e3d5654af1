/**
 * The desk's main process entry: hands Electron itself to startDesk (deskMain.ts), which holds the
 * window, its guards and the preload bridge's calls, and which the tests drive with stand-ins.
 */
import { join } from 'node:path';
import { app, BrowserWindow, ipcMain, session, shell } from 'electron';
import { startDesk } from './deskMain';

startDesk(
  { app, BrowserWindow, shell, ipcMain, session },
  {
    preload: join(import.meta.dirname, '../preload/index.cjs'),
    rendererFile: join(import.meta.dirname, '../renderer/index.html'),
    platform: process.platform,
  },
);
