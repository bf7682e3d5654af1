/**
 * The one script a prerendered page runs inline, first thing in its head. Until the page's entry
 * script has run (on a slow phone, seconds after the page is on screen), a form sent would go the
 * browser's plain way: a GET of the page's own address, so the page loads again and what was typed
 * is lost. This holds every send meanwhile and hands the forms sent (by id) to the entry, which
 * holds them on until each form's code has taken it over and then sends them
 * (web/src/features/forms/submitBeforeStart.ts).
 *
 * Here because two parts must agree on it to the byte: the build writes it into each prerendered
 * page, and the server's Content-Security-Policy allows this inline script, and no other, by its
 * hash. Plain ES5, no names but one global, so it runs in any browser before anything else has.
 */
export const EARLY_SUBMITS_GLOBAL = '__loungeEarlySubmits';

export const EARLY_SUBMIT_HOLD_SCRIPT =
  '(function(){var sent=[];function hold(e){if(e.target instanceof HTMLFormElement){e.preventDefault();sent.push(e.target.id)}}' +
  'document.addEventListener("submit",hold,true);' +
  `window.${EARLY_SUBMITS_GLOBAL}=function(){document.removeEventListener("submit",hold,true);return sent}})()`;
