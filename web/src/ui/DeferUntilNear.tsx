import {
  type ComponentType,
  memo,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from 'react';

const nearing = new Map<string, Promise<void>>();

/**
 * Settles when the element `id` comes within 200 px of the screen (at once if it cannot tell), or at
 * the visitor's first Tab: someone moving by keyboard does not scroll, and Tab passes over a disabled
 * field, so waiting for the scroll would keep them out of the form for good.
 */
function whenNear(id: string): Promise<void> {
  let near = nearing.get(id);
  if (!near) {
    near = new Promise<void>((resolve) => {
      const element = document.getElementById(id);
      if (!element || typeof IntersectionObserver === 'undefined') return resolve();
      const start = () => {
        observer.disconnect();
        document.removeEventListener('keydown', onKey, true);
        resolve();
      };
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Tab') start();
      };
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: '200px 0px' },
      );
      observer.observe(element);
      document.addEventListener('keydown', onKey, true);
    });
    nearing.set(id, near);
  }
  return near;
}

function Ready({ onReady }: { onReady: (ready: boolean) => void }) {
  useEffect(() => onReady(true), [onReady]);
  return null;
}

/** The prerendered HTML of the part `near`, as the page arrived with it (none inside the app). */
function prerenderedHtml(near: string): string | null {
  if (typeof document === 'undefined') return null;
  const island = document.getElementById(`${near}-prerendered`);
  return island?.closest('[data-prerendered]') ? (island.firstElementChild?.innerHTML ?? null) : null;
}

/**
 * A part of a prerendered page far below the first screen (the tour request form) whose code, antd
 * included, is fetched and rendered only when the visitor scrolls near it (the element `near`), so
 * the first screen becomes interactive without it (a keyboard user's first Tab fetches it at once).
 * Its prerendered HTML stays meanwhile, as it came (React leaves it alone: it is not hydrated), in
 * a disabled fieldset that takes no pointer events, so nothing can be typed into it and lost; the
 * live part replaces it, drawn the same, once its code and styles are in. A page reached inside the
 * app renders the part at once.
 *
 * Not left to React's hydration of a suspended boundary: an update reaching that boundary before it
 * hydrates (the signed-in answer, the page title) makes React drop the prerendered HTML and render
 * the part at once, code and all. `component` is a lazy component made once.
 */
export const DeferUntilNear = memo(function DeferUntilNear({
  near,
  component: Part,
}: {
  near: string;
  component: ComponentType;
}) {
  const [html] = useState(() => prerenderedHtml(near));
  // Live at once in a page reached inside the app; never in the build.
  const [live, setLive] = useState(html === null && typeof document !== 'undefined');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (live) return;
    let gone = false;
    void whenNear(near).then(() => {
      // A transition: the prerendered HTML stays on screen until the part's code has arrived.
      if (!gone) startTransition(() => setLive(true));
    });
    return () => {
      gone = true;
    };
  }, [live, near]);
  // The same elements around the part in the build's HTML and while hydrating, so React matches
  // them; inside, the build renders the part (its static renderer waits for the code) and the
  // browser puts back the HTML it was sent, which React does not look into.
  const island = (content: ReactNode) => <div id={`${near}-prerendered`}>{content}</div>;
  const still =
    typeof document === 'undefined'
      ? island(
          <div>
            <Suspense fallback={null}>
              <Part />
            </Suspense>
          </div>,
        )
      : html === null
        ? null
        : island(
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML the page arrived with, read back from this very element (our build's prerender, no visitor's input), so React leaves it as sent until the live part replaces it.
            <div dangerouslySetInnerHTML={{ __html: html }} />,
          );
  return (
    <fieldset className="deferred" disabled={!ready}>
      <Suspense fallback={still}>
        {live ? (
          <>
            <Part />
            <Ready onReady={setReady} />
          </>
        ) : (
          still
        )}
      </Suspense>
    </fieldset>
  );
});
