/** The public face of the events module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { type DispatchResult, dispatchOrderEvent } from './dispatch';
export { orderEventsPlugin } from './plugin';
export { recordOrderEvent, recordOrderEvents } from './record';
export { registerOrderEventHandler } from './registry';
export { orderEventDeliveries, orderEvents } from './table';
export {
  ORDER_EVENT_TYPES,
  type OrderEvent,
  type OrderEventContext,
  type OrderEventHandler,
  type OrderEventInput,
  type OrderEventType,
} from './types';
