import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Same Vite, same React plugin and target as the app; no Tailwind (the hello-world has no CSS).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  build: {
    target: 'es2023',
    outDir: fileURLToPath(new URL('../.work/hello-dist', import.meta.url)),
    emptyOutDir: true,
  },
  logLevel: 'warn',
});
