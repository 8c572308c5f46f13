import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { TYPING_SETTLE_MS } from '@/lib/fast-scrolling';
import { server } from './msw-server';

// The database runs in the test's own thread (SQLite wasm, in memory): loading it takes a moment
// the first time in a file, and the copy starts a few hundred ms after the first page.
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(async () => {
  server.close();
  // A search typed at the end of a file's last test is written to the address TYPING_SETTLE_MS
  // later, by src/lib/url-state's timer: let it land while the page still exists, not
  // after jsdom is torn down ("location is not defined", an unhandled error that fails the run).
  await new Promise((resolve) => setTimeout(resolve, TYPING_SETTLE_MS + 50));
});

// A console.error during a test is a bug (React warnings, failed prop types): fail the test.
const originalError = console.error;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
