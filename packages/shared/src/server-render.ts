/**
 * What the storefront's server render (apps/web/src/entry-server.tsx) answers the API's web
 * plugin (apps/api/src/plugins/web.ts), which loads it from the build: one shape for both.
 */
export type ServerRenderResult =
  /** The markup of #root, the JSON of the data block (already escaped for HTML) and the head's texts. */
  | {
      kind: 'page';
      status: number;
      appHtml: string;
      dataJson: string;
      head?: { title: string; description?: string };
    }
  /** A loader or route redirected (not used by the public pages today, handled all the same). */
  | { kind: 'redirect'; status: number; location: string };
