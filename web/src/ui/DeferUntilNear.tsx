import { type ComponentType, memo, type ReactNode, Suspense, use, useEffect, useState } from 'react';

/**
 * While the page's prerendered HTML is being hydrated (its element `id` is already in the document
 * when this first renders): a promise that settles when that element comes within 200 px of the
 * screen. Rendered anywhere else (the build, a page reached inside the app): null, nothing to wait for.
 */
function whenNear(id: string): Promise<void> | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return null;
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
  });
}

/** Suspends (its prerendered HTML kept) until `near` settles. */
function WaitUntilNear({ near, children }: { near: Promise<void> | null; children: ReactNode }) {
  if (near) use(near);
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
  // Decided once, at the first render: while hydrating, the prerendered part is in the document.
  const [waitFor] = useState(() => whenNear(near));
  return (
    <fieldset className="deferred" disabled={!ready}>
      <Suspense fallback={null}>
        <WaitUntilNear near={waitFor}>
          <Part />
          <Ready onReady={setReady} />
        </WaitUntilNear>
      </Suspense>
    </fieldset>
  );
});
