/**
 * The one script a prerendered page runs inline, first thing in its head (docs/decisions/072).
 * Until the page's entry script has run (on a slow phone, seconds after the page is on screen), a
 * form sent would go the browser's plain way: a GET of the page's own address, so the page loads
 * again and what was typed is lost. This holds every send meanwhile and hands the forms sent (by
 * id) to the entry under core's EARLY_SUBMITS_GLOBAL, stepping aside as it does; the entry holds
 * them on until each form's code has taken it over, then sends them.
 *
 * Here, beside the Content-Security-Policy, because the two must agree to the byte: the build
 * writes this text into each prerendered page (prerender.ts), and the policy allows it, and no other
 * inline script, by its hash. Plain ES5 and one global, so it runs in any browser before anything
 * else has.
 */
import { createHash } from 'node:crypto';
import { EARLY_SUBMITS_GLOBAL } from '@lounge/core';

export const EARLY_SUBMIT_HOLD_SCRIPT =
  '(function(){var sent=[];function hold(e){if(e.target instanceof HTMLFormElement){e.preventDefault();sent.push(e.target.id)}}' +
  'document.addEventListener("submit",hold,true);' +
  `window.${EARLY_SUBMITS_GLOBAL}=function(){document.removeEventListener("submit",hold,true);return sent}})()`;

/** The CSP's source expression for the script: its sha256, as browsers compute it over its text. */
export const EARLY_SUBMIT_HOLD_HASH = `'sha256-${createHash('sha256').update(EARLY_SUBMIT_HOLD_SCRIPT).digest('base64')}'`;
