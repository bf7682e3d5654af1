/**
 * What the preload script hands the renderer as `window.desk`. The one contract between the
 * sandboxed page and Electron: the renderer gets these values and nothing else of Node or Electron.
 */
export interface DeskBridge {
  /** The app's version (the root package.json's). */
  readonly version: string;
  /** Versions of the runtime parts, for the about line and bug reports. */
  readonly versions: Readonly<{ electron: string; chrome: string; node: string }>;
}
