/**
 * A prerendered page with nothing to type into is whole before any script runs: its scripts only
 * hydrate it. So they are neither fetched nor run until it has painted (docs/decisions/046): on a
 * slow phone the first paint has the connection and the processor to itself.
 */

/** The <template> in which prerender.ts names such a page's scripts (module preloads). */
export const PAGE_SCRIPTS_TEMPLATE = 'page-scripts';

/**
 * After the next frame has been painted: a frame's callback, then a task after it. A page opened
 * out of sight paints no frame until it is shown: it goes on at once. The second's limit only
 * guards against a frame that never comes; a busy phone's first frame can take a few hundred
 * milliseconds, and going on before it would put the scripts back in its way.
 */
const painted = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 1000);
  });

/**
 * Resolves when the app may start: at once, or on a page whose scripts wait for its first paint,
 * once it has painted and its scripts are asked for (the template's preloads moved into the head).
 */
export async function readyToStart(): Promise<void> {
  const template = document.getElementById(PAGE_SCRIPTS_TEMPLATE);
  if (!(template instanceof HTMLTemplateElement)) return;
  await painted();
  document.head.append(template.content);
}
