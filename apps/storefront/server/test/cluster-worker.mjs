// A worker of metrics.test.ts: counts its id in answers, then waits to be asked for its series.
import cluster from 'node:cluster';
import { collectProcessMetrics, httpResponses } from '../metrics.mjs';

collectProcessMetrics();

httpResponses.inc({ status: '200', kind: 'page' }, cluster.worker.id);
process.send('counted');
setInterval(() => {}, 60_000);
