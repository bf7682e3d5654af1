/**
 * Placeholder staff console page: shows that the page runs, sandboxed, with the preload's bridge.
 * The bay board, inquiry lists and members replace it.
 */
import type { DeskBridge } from '../../shared/deskBridge';

declare global {
  interface Window {
    /** Set by the preload script; absent when the page is opened outside Electron. */
    readonly desk?: DeskBridge;
  }
}

const app = document.getElementById('app');
if (!app) throw new Error('index.html has no #app element');

const heading = document.createElement('h1');
heading.textContent = 'Front Desk';
const about = document.createElement('p');
about.textContent = window.desk
  ? `Version ${window.desk.version} · Electron ${window.desk.versions.electron}`
  : 'Running outside the desk app.';
app.replaceChildren(heading, about);
