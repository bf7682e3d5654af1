// The server's import rules, checked by dependency-cruiser in `npm run lint` (docs/decisions/055).
// A feature is a folder of server/src; its store (`*Store.ts`) is its own: other features call its
// service (or the queries module it names for them, as bookings/bookingQueries.ts). payments/ and
// the shared floors under it import no feature, and no circle ties two features or two files
// together. Nothing is exempt: every import of server/src keeps all three rules.

/** The floors every feature stands on: they import no feature. */
const FLOORS = ['payments', 'db', 'http', 'auth', 'mail', 'users', 'staff', 'clock', 'occupancy'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'store-is-its-features-own',
      comment:
        "A feature's store is private to its folder: call the owning feature's service (its *Service.ts, or the *Queries.ts it keeps for other features) instead.",
      severity: 'error',
      from: { path: '^server/src/([^/]+)/' },
      to: { path: '^server/src/[^/]+/[^/]+Store\\.ts$', pathNot: '^server/src/$1/' },
    },
    {
      name: 'floors-import-no-feature',
      comment:
        'payments/ and the shared floors under the features import no feature: a feature reaches payments through its purchase kind (payments/purchaseKinds.ts), registered in app.ts.',
      severity: 'error',
      from: { path: `^server/src/(${FLOORS.join('|')})/` },
      to: {
        path: '^server/src/[^/]+/',
        pathNot: [`^server/src/(${FLOORS.join('|')})/`, '^server/src/[^/]+\\.ts$'],
      },
    },
    {
      name: 'no-circles',
      comment: 'Files that import each other in a loop cannot be read, tested or moved one at a time.',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^server/src/',
    tsConfig: { fileName: require('node:path').join(__dirname, 'server', 'tsconfig.json') },
    // `import type` counts: a type is as much a tie to the store's table as a call.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js'] },
  },
};
