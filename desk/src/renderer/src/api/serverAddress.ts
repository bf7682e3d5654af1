/**
 * Which lounge server the console talks to. In Electron the preload bridge remembers it (a JSON file
 * in the app's userData) and the window shows the console as that server serves it, so the page's
 * origin is the server. In a plain browser there is no bridge: the page's own origin is the server.
 * When Electron could not reach the server it opens the console's copy on disk instead (a file:
 * page, told the failed address in ?unreachable=), where staff can only correct the address.
 */
import type { DeskBridge } from '../../../shared/deskBridge';

declare global {
  interface Window {
    /** Set by the preload script; absent when the page is opened outside Electron. */
    readonly desk?: DeskBridge;
  }
}

/** True on the console's copy on disk: no server behind the page, so no sign-in from here. */
export function isOfflineCopy(): boolean {
  return window.location.protocol === 'file:';
}

/** The address Electron failed to reach, when this is the offline copy it opened instead. */
export function unreachableServer(): string | null {
  return isOfflineCopy() ? new URLSearchParams(window.location.search).get('unreachable') : null;
}

export async function currentServerUrl(): Promise<string> {
  if (window.desk) return window.desk.getServerUrl();
  return window.location.origin;
}

/** Whether staff allowed plain http to another computer (lab only); a browser keeps no setting. */
export async function currentAllowUnencrypted(): Promise<boolean> {
  return window.desk ? window.desk.getAllowUnencrypted() : false;
}

/** Opens the console as another server serves it (Electron remembers the address for next time). */
export async function openConsoleAt(serverUrl: string, allowUnencrypted = false): Promise<void> {
  if (window.desk) {
    await window.desk.setServerUrl(serverUrl, allowUnencrypted);
    return;
  }
  window.location.assign(`${serverUrl}/desk/`);
}
