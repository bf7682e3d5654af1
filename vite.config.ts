import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStyles } from './web/scripts/antdStaticStyles';

// The member web app: source in web/, built to web/dist, which the server serves (WEB_DIST).
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  // antd's styles come prebuilt, only the components web/src uses (web/scripts/antdStaticStyles.ts).
  plugins: [react(), antdStaticStyles(fileURLToPath(new URL('./web/src', import.meta.url)))],
  build: {
    outDir: fileURLToPath(new URL('./web/dist', import.meta.url)),
    emptyOutDir: true,
    // bench/webRoutes.mjs reads it to weigh each route's chunks, and prerender.ts to name a page's files.
    manifest: true,
    // antd's shared chunk is large on purpose (one copy for every route); the bench tracks sizes.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: {
        // core is pure by design (its purity test forbids I/O and globals), but as TypeScript source
        // it cannot say so in a package.json. Saying it here lets a page that needs no dates leave
        // core's time code and its Temporal polyfill out of its chunks.
        moduleSideEffects: [{ test: /[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
