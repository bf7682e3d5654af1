import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

// The front-desk console (desk/): main process, preload and renderer, built to desk/out.
const desk = (...parts: string[]) => resolve(import.meta.dirname, 'desk', ...parts);

export default defineConfig({
  main: {
    build: {
      outDir: desk('out/main'),
      lib: { entry: desk('src/main/index.ts') },
    },
  },
  preload: {
    build: {
      outDir: desk('out/preload'),
      // A sandboxed preload cannot be an ES module: emit CommonJS, named .cjs because
      // the package is "type": "module".
      lib: { entry: desk('src/preload/index.ts'), formats: ['cjs'], fileName: () => 'index.cjs' },
    },
  },
  renderer: {
    root: desk('src/renderer'),
    // Relative asset URLs: the same build is served by the server at /desk/ (where Electron and the
    // browser journeys load it) and opens from disk in Electron when no server answers.
    base: './',
    plugins: [react()],
    build: {
      outDir: desk('out/renderer'),
      emptyOutDir: true,
      // antd is one large chunk on purpose; the console loads once at the desk and stays open.
      chunkSizeWarningLimit: 1600,
      rollupOptions: { input: desk('src/renderer/index.html') },
    },
  },
});
