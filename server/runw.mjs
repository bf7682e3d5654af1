import { Worker } from 'node:worker_threads';
const t = performance.now();
const w = new Worker(new URL('./src/boot.mjs', import.meta.url), { workerData: { entry: new URL('./src/w.ts', import.meta.url).href } });
w.on('message', (m) => { console.log(m, performance.now() - t); w.terminate(); });
w.on('error', (e) => console.log('err', e));
