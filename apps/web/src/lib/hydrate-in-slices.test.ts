import { afterEach, describe, expect, it, vi } from 'vitest';

const transitions = vi.hoisted(() => ({ open: 0, calls: 0 }));

// React's own startTransition, watched: whether the root is created while one is open is what
// decides if hydration can yield (a transition lane) or runs in one task (the default lane).
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.calls += 1;
      transitions.open += 1;
      try {
        react.startTransition(scope);
      } finally {
        transitions.open -= 1;
      }
    },
  };
});

afterEach(() => {
  transitions.calls = 0;
});

describe('hydrateInSlices', () => {
  it('creates the hydration root inside a transition, so React hydrates in slices', async () => {
    const { hydrateInSlices } = await import('./hydrate-in-slices');
    const container = {} as Element;
    let insideTransition = false;
    const hydrate = vi.fn(() => {
      insideTransition = transitions.open > 0;
      return {} as ReturnType<typeof import('react-dom/client').hydrateRoot>;
    });
    hydrateInSlices(container, 'page', hydrate);
    expect(hydrate).toHaveBeenCalledExactlyOnceWith(container, 'page');
    expect(insideTransition).toBe(true);
  });
});
