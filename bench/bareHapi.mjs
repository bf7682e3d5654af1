/**
 * The yardstick of routeCost.mjs: a bare Hapi server that answers each path of the JSON file it is
 * given with that path's captured bytes and content type, and does nothing else. What the real
 * route costs beyond this is the route's own work (session, rules, SQL, serialising).
 * Usage: node bench/bareHapi.mjs <port> <answers.json>
 */
import { readFileSync } from 'node:fs';
import Hapi from '@hapi/hapi';

const [port, file] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(file, 'utf8'));
const server = Hapi.server({ host: '127.0.0.1', port: Number(port) });
for (const [path, { body, type }] of Object.entries(answers)) {
  server.route({ method: 'GET', path, handler: (_request, h) => h.response(body).type(type) });
}
await server.start();
process.send?.('ready');
