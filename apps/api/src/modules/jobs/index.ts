/** The public face of the jobs module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { mailAdminRoutes } from './admin-routes';
export { COUNT_DEAD_LETTERS_PARAMS, COUNT_DEAD_LETTERS_SQL } from './dead-letters';
export { type EnqueueJobOptions, enqueueJob, enqueueJobs } from './enqueue';
export { enqueueMail } from './mail-jobs';
export { type Jobs, jobsPlugin } from './plugin';
export {
  installJobs,
  JOBS_SCHEMA,
  MAIL_QUEUE,
  ORDER_EVENTS_QUEUE,
  PROOF_REMINDER_QUEUE,
  WEBHOOK_DELIVERIES_QUEUE,
} from './queue';
