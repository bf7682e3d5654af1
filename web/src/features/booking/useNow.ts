import { useEffect, useState } from 'react';

/**
 * The current time, renewed every minute, so a page left open at the range stops offering a start
 * time once it has passed (core's rules take `now` as a parameter; this is where it comes from).
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
