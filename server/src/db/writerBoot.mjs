// The write thread's entry when the server runs from its TypeScript source (tests, `npm run dev`):
// the thread has no loader for .ts files of its own, so tsx's is registered in it first. The built
// server (server/dist) starts dist/writerThread.js directly and never loads this file.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
