/** The public face of the mail module: all that other modules, app.ts and db/ may import from it (see README.md). */
export type { Mailer, MailMessage } from './mailer';
export { mailPlugin } from './plugin';
export { mailSender } from './sender';
export { type EmailTable, isolate, isolated, renderEmail } from './template';
