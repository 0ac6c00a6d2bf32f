import { type ComponentType, lazy, memo, Suspense, useEffect, useRef, useState } from 'react';

type IslandOptions = {
  /** How far ahead of the viewport hydration starts, so the part is live when scrolled to. */
  rootMargin?: string;
};

/**
 * A part of a server-rendered page whose code loads, and which hydrates, only once it nears the
 * viewport (or the visitor focuses or touches it first): islands-style. The server renders it
 * in full, so the page is whole for crawlers and for visitors whose scripts fail; in the
 * browser React keeps that markup behind a Suspense boundary whose lazy code is held back
 * until then, and hydrates it in place (no mismatch: both sides render the same tree).
 * Rendered by the browser alone (a client-side navigation), it loads at once.
 * memo: a boundary still waiting must not be re-rendered with new props (React would drop the
 * server's markup), so callers pass stable values.
 */
export function island<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { rootMargin = '300px' }: IslandOptions = {},
) {
  const onServer = typeof window === 'undefined';
  return memo(function Island({ className, ...props }: Props & { className?: string }) {
    const ref = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { opened, open };
    });
    const [Lazy] = useState(() =>
      lazy(async () => {
        if (!onServer) await gate.opened;
        return { default: await load() };
      }),
    );

    useEffect(() => {
      const spot = ref.current;
      // Nothing from the server in it: rendered in the browser, there is nothing to wait for.
      if (!spot?.firstChild || typeof IntersectionObserver === 'undefined') {
        gate.open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) gate.open();
        },
        { rootMargin },
      );
      observer.observe(spot);
      // Reached by keyboard or touched before it was near (a jump link): hydrate now; React
      // replays the event once it is live.
      const early = () => gate.open();
      spot.addEventListener('focusin', early, { once: true });
      spot.addEventListener('pointerdown', early, { once: true });
      gate.opened.then(() => observer.disconnect());
      return () => {
        observer.disconnect();
        spot.removeEventListener('focusin', early);
        spot.removeEventListener('pointerdown', early);
      };
    }, [gate]);

    return (
      <div ref={ref} className={className}>
        <Suspense fallback={null}>
          <Lazy {...(props as Props)} />
        </Suspense>
      </div>
    );
  });
}
