import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

type WhenNearViewportProps = {
  /**
   * Shown until the spot nears the viewport and while the lazy code loads: the same size as the
   * real thing, and on a server-rendered page the whole content for visitors without scripts.
   */
  placeholder: ReactNode;
  children: ReactNode;
  /** How far ahead of the viewport loading starts, so the content is usually there when scrolled to. */
  rootMargin?: string;
  className?: string;
};

/**
 * Renders `children` (typically a `lazy` component) only once its spot comes near the
 * viewport, in place of a static face (the home page's carousels show their logos as plain
 * HTML until swiper takes over). Their code then stays out of the page's first load. The server and the first client render both show
 * the placeholder, so hydration matches.
 */
export function WhenNearViewport({
  placeholder,
  children,
  rootMargin = '400px',
  className,
}: WhenNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const spot = ref.current;
    if (near || !spot) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(spot);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return (
    <div ref={ref} className={className}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
