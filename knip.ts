import type { KnipConfig } from 'knip';

// Dead code, unused dependencies and unlisted ones, found by knip in `npm run lint`. Every workspace
// is private: what a package exports and no other code imports is dead too (includeEntryExports).
// Entries the plugins find on their own: the vitest projects and their setup file, the playwright
// specs of web/e2e and desk/e2e (root configs), the web app's page (vite.config.ts, web/index.html),
// drizzle.config.ts. Those below are the ones no config names in a way knip reads. ops/ holds only a shell script, which knip
// does not read; the server's own ops code is reached from its main and CLIs.
const config: KnipConfig = {
  includeEntryExports: true,
  // A type exported beside the function or shape it describes is part of that signature, even where
  // no other file names it (core's api/ contracts, the desk's and web's props).
  ignoreExportsUsedInFile: { interface: true, type: true },
  // The benches drive the server's own dependencies (bcrypt, sharp, better-sqlite3, Hapi) and
  // lighthouse's chrome-launcher: declared once, in the workspace that ships them.
  ignoreIssues: { 'bench/**': ['unlisted'] },
  workspaces: {
    '.': {
      entry: ['prerender.ts', 'bench/*.{mjs,cjs}', 'tools/*.mjs'],
      project: ['*.ts', 'bench/**'],
    },
    core: {
      project: ['src/**', 'test/**'],
    },
    server: {
      entry: [
        'build.mjs',
        'src/main.ts',
        'src/cli/*.ts',
        // The backup's copy, started as a worker thread by its path (src/ops/backupSnapshot.ts).
        'src/ops/backupCopy.mjs',
        // The journeys' mail server, started by playwright.config.ts's command line.
        'test/e2eMailbox.ts',
        // The journeys' door relays, likewise.
        'test/e2eDoor.ts',
      ],
      project: ['src/**', 'test/**'],
      // Loaded by name, from its own files, only while a password is being judged
      // (src/auth/passwordStrength.ts): an import would keep it in memory for good.
      ignoreDependencies: ['@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'],
    },
    web: {
      entry: [
        // Bundled for Node by prerender.ts, by path.
        'src/prerender/renderPage.tsx',
        // Run by hand (npx tsx), writes web/public/hero/.
        'scripts/defaultHero.ts',
        // `npm run screens`: the public pages' screenshots in docs/screens/.
        'scripts/screens.ts',
        // Registered by URL (main.tsx).
        'public/sw.js',
      ],
      project: ['src/**', 'scripts/**', 'e2e/**'],
      // The type's files, named by path in src/app/fonts.css (its own @font-face rules).
      ignoreDependencies: ['@fontsource/inter', '@fontsource/playfair-display'],
      ignoreIssues: {
        // prerender.ts imports its bundle, not the source: RenderModule there lists what it reads.
        'src/prerender/renderPage.tsx': ['exports', 'types'],
      },
    },
    desk: {
      // electron.vite.config.ts's inputs, which sit in this workspace, not the root's.
      entry: ['src/main/index.ts', 'src/preload/index.ts', 'src/renderer/src/main.tsx'],
      project: ['src/**', 'test/**', 'e2e/**'],
    },
  },
};

export default config;
