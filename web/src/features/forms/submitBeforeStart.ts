/**
 * A prerendered form sent before its code has taken it over (a slow phone shows the form seconds
 * before it can run it): the browser would send it the plain way, as a GET of the page's own
 * address (the form has no action and its fields no names), so the page would load again and what
 * was typed would be lost. Until the form's code takes it over, its sending is held instead, and the
 * form sends itself as soon as it has been taken over, with what was typed
 * (keptTypedBeforeStart.ts). No React here: the entry runs it before the app's code has arrived.
 */
// The one module of core's the entry needs, not core's index (which would bring its rules along).
import { EARLY_SUBMITS_GLOBAL } from '@lounge/core/earlySubmitHold';

const notYetRun = new WeakSet<HTMLFormElement>();
const held = new Set<string>();

function holdUntilRun(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !notYetRun.has(form)) return;
  event.preventDefault();
  if (form.id) held.add(form.id);
}

/**
 * Until each of the page's forms is taken over by its code. Takes over from the page's inline
 * script (core's EARLY_SUBMIT_HOLD_SCRIPT), which held what was sent before this code arrived:
 * those forms are held on here, in the same task, so no send falls between the two. True when a
 * form was sent before: the visitor is waiting for an answer, so the app should start now.
 */
export function holdSubmitsBeforeStart(): boolean {
  const early = (window as unknown as Record<string, (() => string[]) | undefined>)[EARLY_SUBMITS_GLOBAL];
  for (const id of early?.() ?? []) if (id) held.add(id);
  for (const form of Array.from(document.forms)) notYetRun.add(form);
  document.addEventListener('submit', holdUntilRun, true);
  return held.size > 0;
}

/**
 * The form `formName` (antd's form id) is run by its code from now on: true when it was sent
 * before, so the code sends it now.
 */
export function takeOverForm(formName: string): boolean {
  const form = document.getElementById(formName);
  if (form instanceof HTMLFormElement) notYetRun.delete(form);
  return held.delete(formName);
}
