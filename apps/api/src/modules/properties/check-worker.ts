// The import's check worker (check-part.ts): checks the part of a file it is given.
import { parentPort, workerData } from 'node:worker_threads';
import { checkPart, type PartJob } from './check-part.ts';

checkPart(workerData as PartJob, (message) => parentPort!.postMessage(message));
