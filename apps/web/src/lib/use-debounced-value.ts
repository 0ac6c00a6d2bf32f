import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs` (list refetch and search debounce of spec
 * section 9). `initial` is what it is before the first delay ends: by default the value itself;
 * a field that starts with text someone just typed passes the empty value so the delay applies.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
