import { island } from '../../../lib/island';

/*
 * The contact form and map for the bottom of a page (home): rendered in full on the server,
 * hydrated only as they near the viewport, so their code stays out of the page's first load
 * and off its main thread until then (docs/decisions/033-whole-server-html.md).
 */
export const ContactFormBelowFold = island(() => import('./contact-form').then((m) => m.ContactForm));

export const ShopMapBelowFold = island(() => import('./shop-map').then((m) => m.ShopMap));
