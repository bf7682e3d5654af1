import {
  type ComponentType,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  useEffect,
  useRef,
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

const TAB_STOPS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Whether `element` takes the focus by Tab: not disabled, not hidden, not taken out by tabindex. */
function isTabStop(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || element.matches(':disabled') || element.closest('[inert]'))
    return false;
  if (element.tabIndex < 0) return false;
  return element.getClientRects().length > 0;
}

/** The last stop a Tab reaches before `part`, in the page's order. */
function lastTabStopBefore(part: Element): HTMLElement | null {
  let last: HTMLElement | null = null;
  for (const element of document.querySelectorAll(TAB_STOPS)) {
    if (!(part.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)) break;
    if (isTabStop(element)) last = element;
  }
  return last;
}

/** How long a Tab may wait at the door for the part's code before it moves on regardless. */
const HOLD_AT_MOST_MS = 3000;

/**
 * While the part is still coming, a Tab that would enter it from the stop just before it is held
 * there, and delivered once the part is live: its prerendered fields are disabled, so the Tab would
 * otherwise skip the whole form and land in the footer. Shift+Tab and every other key pass.
 */
function useTabHeldAtTheDoor(fieldset: RefObject<HTMLFieldSetElement | null>, ready: boolean): void {
  const held = useRef<{ door: Element; since: number } | null>(null);
  useEffect(() => {
    if (ready) {
      const wasHeld = held.current;
      held.current = null;
      // Only if the visitor is still waiting there: a click elsewhere meanwhile keeps its focus.
      if (wasHeld && document.activeElement === wasHeld.door) {
        const first = [...(fieldset.current?.querySelectorAll(TAB_STOPS) ?? [])].find(isTabStop);
        first?.focus();
      }
      return;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.shiftKey || !fieldset.current) return;
      const door = lastTabStopBefore(fieldset.current);
      if (!door || document.activeElement !== door) return;
      // If the code does not come (the network failed), Tab moves on as usual after a while.
      if (held.current && performance.now() - held.current.since > HOLD_AT_MOST_MS) return;
      event.preventDefault();
      held.current ??= { door, since: performance.now() };
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [fieldset, ready]);
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
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useTabHeldAtTheDoor(fieldset, ready);
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
    <fieldset ref={fieldset} className="deferred" disabled={!ready}>
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
