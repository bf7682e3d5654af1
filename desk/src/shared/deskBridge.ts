/**
 * What the preload script hands the renderer as `window.desk`. The one contract between the
 * sandboxed page and Electron: the renderer gets these values and calls, and nothing else of Node
 * or Electron. In a plain browser there is no bridge: the page's own origin is the server.
 */
export interface DeskBridge {
  /** The app's version (the root package.json's). */
  readonly version: string;
  /** The lounge server's address (an origin such as 'http://localhost:5000'), remembered between runs. */
  getServerUrl(): Promise<string>;
  /** Whether staff allowed plain http to a server on another computer (lab only). */
  getAllowUnencrypted(): Promise<boolean>;
  /**
   * Remembers a new server address and opens the console from it. Resolves to the address as stored
   * (its origin); rejects when it is not an http(s) address, or is plain http to another computer
   * without `allowUnencrypted`.
   */
  setServerUrl(url: string, allowUnencrypted?: boolean): Promise<string>;
}

/** The IPC channels behind the bridge's calls (main process handlers, preload callers). */
export const DESK_CHANNELS = {
  getServerUrl: 'desk:get-server-url',
  getAllowUnencrypted: 'desk:get-allow-unencrypted',
  setServerUrl: 'desk:set-server-url',
} as const;

/** Where a staff member starts: the server on this box, as `npm start` runs it. */
export const DEFAULT_SERVER_URL = 'http://localhost:5000';
