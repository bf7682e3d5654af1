import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The member web app: source in web/, built to web/dist, which the server serves (WEB_DIST).
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  build: {
    outDir: fileURLToPath(new URL('./web/dist', import.meta.url)),
    emptyOutDir: true,
  },
});
