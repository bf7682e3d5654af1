import { type ReactNode, Suspense, use, useEffect, useState } from 'react';
import { useHydrated } from '../app/useHydrated';

const nearing = new Map<string, Promise<void>>();

/** Settles when the element `id` comes within 600 px of the screen (at once if it cannot tell). */
function whenNear(id: string): Promise<void> {
  let near = nearing.get(id);
  if (!near) {
    near = new Promise<void>((resolve) => {
      const element = document.getElementById(id);
      if (!element || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: '600px 0px' },
      );
      observer.observe(element);
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
 * the first screen becomes interactive without it. Its prerendered HTML shows meanwhile, disabled
 * (a disabled fieldset that takes no pointer events), so nothing typed into it is lost; it turns
 * live as soon as it has hydrated. A page reached inside the app renders it at once.
 */
export function DeferUntilNear({ near, children }: { near: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  return (
    <fieldset className="deferred" disabled={!ready}>
      <Suspense fallback={null}>
        <WaitUntilNear id={near}>
          {children}
          <Ready onReady={setReady} />
        </WaitUntilNear>
      </Suspense>
    </fieldset>
  );
}
