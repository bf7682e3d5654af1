/**
 * The name under which a prerendered page's inline script (the server's http/earlySubmitHold.ts,
 * written into each page by the build) hands the forms sent before the page's entry ran to the
 * entry (web/src/features/forms/submitBeforeStart.ts): a function that stops the script's hold and
 * answers the sent forms' ids. Here because both sides must spell it the same; the web's entry
 * imports this module alone (`@lounge/core/earlySubmitHold`), not core's index.
 */
export const EARLY_SUBMITS_GLOBAL = '__loungeEarlySubmits';
