import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../app/afterFirstPaint';

/**
 * False until the page's first render has reached the screen. A page renders its heavy parts
 * (antd's, loaded on demand) only then, so their download and start-up come after the first
 * paint of its heading instead of before it. Where nothing is drawn at all (no animation frames:
 * a document without a screen), there is no paint to wait for.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(() => typeof requestAnimationFrame !== 'function');
  // A transition: the heavy parts render in slices the browser can paint and answer input between.
  useEffect(
    () => (painted ? undefined : afterPaint(() => startTransition(() => setPainted(true)))),
    [painted],
  );
  return painted;
}
