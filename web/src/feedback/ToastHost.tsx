import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastWanted } from './toast';

const ThemedToasts = lazy(() => import('./ThemedToasts'));

/**
 * The website's toasts, loaded when the first one is asked for or the visitor first interacts:
 * a visitor who only reads never downloads them.
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWanted(() => setWanted(true)), []);
  // The visitor's first touch, click or key is a sign a toast may follow (a form sent, a plan
  // chosen): the code starts loading then, so the toast is ready when the answer comes. Not a
  // focus: the page's own moves of the focus (the home page's offer opening) are not the visitor's.
  useEffect(() => {
    if (wanted) return;
    const load = () => setWanted(true);
    const events = ['pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, load, { capture: true, once: true });
    return () => {
      for (const name of events) window.removeEventListener(name, load, { capture: true });
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToasts />
    </Suspense>
  );
}
