import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built like the app (same Vite, React plugin and target) so only the rendering strategy differs.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  build: {
    target: 'es2023',
    outDir: fileURLToPath(new URL('../.work/naive-dist', import.meta.url)),
    emptyOutDir: true,
  },
  logLevel: 'warn',
});
