import { type ComponentType, memo, type ReactNode, Suspense, use, useEffect, useState } from 'react';
import { useHydrated } from '../app/useHydrated';

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

/** While a prerendered page hydrates, waits (suspended, its HTML kept) until `id` nears the screen. */
function WaitUntilNear({ id, children }: { id: string; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated && typeof document !== 'undefined') use(whenNear(id));
  return children;
}

function Ready({ onReady }: { onReady: (ready: boolean) => void }) {
  useEffect(() => onReady(true), [onReady]);
  return null;
}

/**
 * A part of a prerendered page far below the first screen (the tour request form) whose code, antd
 * included, is fetched and hydrated only when the visitor scrolls near it (the element `near`), so
 * the first screen becomes interactive without it (a keyboard user's first Tab fetches it at once).
 * Its prerendered HTML shows meanwhile, disabled (a disabled fieldset that takes no pointer events),
 * so nothing typed into it is lost; it turns live as soon as it has hydrated. A page reached inside the app renders it at once.
 *
 * `component` is a lazy component made once, and this is memoised: a re-render of the page around
 * it (the signed-in answer arriving) must not reach the part still waiting, or React would give up
 * its prerendered HTML and render it at once.
 */
export const DeferUntilNear = memo(function DeferUntilNear({
  near,
  component: Part,
}: {
  near: string;
  component: ComponentType;
}) {
  const [ready, setReady] = useState(false);
  return (
    <fieldset className="deferred" disabled={!ready}>
      <Suspense fallback={null}>
        <WaitUntilNear id={near}>
          <Part />
          <Ready onReady={setReady} />
        </WaitUntilNear>
      </Suspense>
    </fieldset>
  );
});
