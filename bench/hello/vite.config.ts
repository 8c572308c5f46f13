import { defineConfig } from 'vite';
import { baselineConfig } from '../lib/baseline-config.ts';

export default defineConfig(baselineConfig(import.meta.url, 'hello'));
