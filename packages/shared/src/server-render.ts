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

/**
 * The contact form as posted without scripts (POST /contact), rendered back into the page so the
 * visitor sees the thanks, or the form again with what they typed and why it was not sent.
 */
export type ContactSubmission = {
  values: { fullName: string; contactPhone: string; contactEmail: string; contactMessage: string };
  /** The thank-you line, in the visitor's language, when the message was sent. */
  sent?: string;
  /** Why it was not sent (the fields, the rate limit), in the visitor's language. */
  failure?: string;
};
