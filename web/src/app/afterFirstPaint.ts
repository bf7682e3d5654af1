/**
 * A prerendered page with nothing to type into is whole before any script runs: its scripts only
 * hydrate it. So they are neither fetched nor run until it has painted (docs/decisions/046): on a
 * slow phone the first paint has the connection and the processor to itself. The wait for a paint
 * is the one the members' pages use for their antd parts too (ui/usePainted.ts).
 */

/** The <template> in which prerender.ts names such a page's scripts (module preloads). */
export const PAGE_SCRIPTS_TEMPLATE = 'page-scripts';

/**
 * Runs `run` once the browser has painted the screen as it is now: the next frame's callback, then
 * a task after it. A hidden tab draws no frames: a task is enough there. The second's limit only
 * guards against a frame that never comes; a busy phone's first frame can take a few hundred
 * milliseconds, and going on before it would put the scripts back in its way. Returns a cancel.
 */
export function afterPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (document.visibilityState === 'hidden') {
    const timer = setTimeout(once, 0);
    return () => clearTimeout(timer);
  }
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(once, 0);
  });
  const guard = setTimeout(once, 1000);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(guard);
  };
}

/**
 * Resolves when the app may start: at once, or on a page whose scripts wait for its first paint,
 * once it has painted and its scripts are asked for (the template's preloads moved into the head).
 */
export async function readyToStart(): Promise<void> {
  const template = document.getElementById(PAGE_SCRIPTS_TEMPLATE);
  if (!(template instanceof HTMLTemplateElement)) return;
  await new Promise<void>((resolve) => afterPaint(resolve));
  document.head.append(template.content);
}
