import { cpus, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryBytes: number;
  node: string;
  chromium: string;
  date: string;
}

export function describeMachine(chromium: string): Machine {
  const all = cpus();
  return {
    cpu: all[0]?.model.trim() ?? 'unknown',
    cores: all.length,
    memoryBytes: totalmem(),
    node: process.version,
    chromium,
    date: new Date().toISOString(),
  };
}
