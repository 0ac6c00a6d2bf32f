import fp from 'fastify-plugin';
import { type SubmissionSettings, sendPendingRecords } from './submit';

/** The submission job's queue: pg-boss's cron puts one job a minute in it, one worker takes it. */
export const VERIFACTU_SUBMIT_QUEUE = 'verifactu_submit';
const EVERY_MINUTE = '* * * * *';

/**
 * Sends the VERI*FACTU records to AEAT from the job queue (docs/decisions/041-verifactu-records.md).
 * Without a certificate (settings null) nothing is scheduled: records are made and chained and
 * stay "not sent". A failed request leaves the records as they were for the next minute.
 */
export const verifactuPlugin = fp<{ settings: SubmissionSettings | null }>(
  async (app, { settings }) => {
    if (!settings) return;
    const { boss } = app.jobs;
    await boss.createQueue(VERIFACTU_SUBMIT_QUEUE, {
      name: VERIFACTU_SUBMIT_QUEUE,
      policy: 'singleton',
      retryLimit: 0,
      expireInSeconds: 300,
    });
    if (app.jobs.worker) await boss.schedule(VERIFACTU_SUBMIT_QUEUE, EVERY_MINUTE, {});
    await app.jobs.work(VERIFACTU_SUBMIT_QUEUE, async () => {
      const result = await sendPendingRecords(app.db, settings);
      if (result.reason === 'sent') app.log.info({ verifactu: result }, 'verifactu: records sent');
    });
  },
  { name: 'verifactu', dependencies: ['jobs', 'db'] },
);
