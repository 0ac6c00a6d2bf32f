/** Test fixture: a parent that opens the embedded database, says where, and waits to be killed. */
import { openDatabase } from '../db/client';

const database = await openDatabase({ dataDir: process.argv[2] });
await database.ping();
process.stdout.write(`${JSON.stringify({ childPid: database.embeddedPid })}\n`);
setInterval(() => {}, 60_000);
