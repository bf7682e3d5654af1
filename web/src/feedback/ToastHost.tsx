import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastWanted } from './toast';

const ThemedToasts = lazy(() => import('./ThemedToasts'));

/**
 * The website's toasts, loaded when the first one is asked for: the toast waits the moment its
 * code takes to arrive, and a visitor who never sees one never downloads it.
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToasts />
    </Suspense>
  );
}
