import type { OrderEventHandler, OrderEventType } from './types';

const handlers = new Map<string, OrderEventHandler>();

/**
 * Called by the module that cares, from its index.ts (like registerCountryUse): the events
 * module imports none of them (docs/decisions/030-module-walls.md). app.ts imports every module,
 * so a built app has them all. Returns the way to take it off again (tests).
 */
export function registerOrderEventHandler(handler: OrderEventHandler): () => void {
  handlers.set(handler.name, handler);
  return () => {
    if (handlers.get(handler.name) === handler) handlers.delete(handler.name);
  };
}

export function orderEventHandlers(type: OrderEventType): OrderEventHandler[] {
  return [...handlers.values()].filter((handler) => handler.types.includes(type));
}
