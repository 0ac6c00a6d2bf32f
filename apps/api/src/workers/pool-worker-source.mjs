// From source only (tests, dev): TypeScript in this worker thread through tsx, then the entry.
// The compiled server runs dist/pool-worker.js instead (lib/worker-pool.ts).
import { register } from 'tsx/esm/api';

register();
const entry = await import('./pool-worker.ts');
export default entry.default;
