import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action (resending a code) may run again. */
export function useCooldown(initialSeconds = 0) {
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return { secondsLeft: left, start };
}
