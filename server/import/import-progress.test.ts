// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ImportState } from './import-store.ts';
import { formatRate, importProgressPrinter, progressBar, progressText } from './import-progress.ts';
import type { ImportProgress } from './import.ts';

const state = (pages: number, records: number, rejected = 0): ImportState => ({
  source: 'https://up.example/api/channels',
  next: 'https://up.example/api/channels?cursor=x',
  pages,
  records,
  rejected,
  lastId: null,
  outOfOrder: 0,
  repeated: 0,
  startedAt: '2025-01-01T00:00:00.000Z',
  finishedAt: null,
});

const progress = (pages: number, records: number, extra: Partial<ImportProgress> = {}) => ({
  state: state(pages, records),
  run: { pages, records },
  ...extra,
});

/** A stream that keeps what is written, and a clock the test moves. */
function capture(tty: boolean, columns = 100) {
  const written: string[] = [];
  let clock = 0;
  const printer = importProgressPrinter(
    { write: (text: string) => written.push(text), columns },
    { tty, now: () => clock, everyMs: 5000 },
  );
  return { written, printer, advance: (ms: number) => (clock += ms) };
}

describe('import progress', () => {
  it('moves the bar one step per page, back and forth, as the length is unknown', () => {
    expect([0, 1, 9, 10, 17, 18].map(progressBar)).toEqual([
      '[===         ]',
      '[ ===        ]',
      '[         ===]',
      '[        === ]',
      '[ ===        ]',
      '[===         ]',
    ]);
  });

  it('gives the rate of this run in records per second', () => {
    expect(formatRate(0, 0)).toBe('0.0 records/s');
    expect(formatRate(7, 2000)).toBe('3.5 records/s');
    expect(formatRate(12_345, 1000)).toBe('12,345 records/s');
  });

  it('says pages, records, rate, rejects and what it waits for', () => {
    expect(progressText(progress(140, 2_800), 4000)).toBe(
      '140 pages · 2,800 records · 700 records/s',
    );
    const throttled = progressText(
      {
        ...progress(3, 60),
        state: state(3, 60, 2),
        wait: { reason: 'throttled', ms: 30_000, detail: 'HTTP 429 from …', attempt: 1 },
      },
      10_000,
    );
    expect(throttled).toBe(
      '3 pages · 60 records · 6.0 records/s · 2 rejected · waiting 30 s, try 2: the server throttles (429)',
    );
    const failed = progressText(
      {
        ...progress(3, 60),
        wait: { reason: 'failed', ms: 2000, detail: 'HTTP 503 from u', attempt: 2 },
      },
      10_000,
    );
    expect(failed).toContain('waiting 2.0 s, try 3: HTTP 503 from u');
  });

  it('redraws one line on a terminal, cut to its width', () => {
    const { written, printer, advance } = capture(true);
    advance(1000);
    printer.update(progress(1, 20));
    printer.update(progress(2, 40));
    printer.done();
    expect(written[0]).toBe('\r\x1b[KImporting [ ===        ] 1 page · 20 records · 20 records/s');
    expect(written[1]).toBe('\r\x1b[KImporting [  ===       ] 2 pages · 40 records · 40 records/s');
    expect(written.every((text) => !text.includes('\n'))).toBe(true);
    expect(written.at(-1)).toBe('\r\x1b[K');
    const long = capture(true, 40);
    long.printer.update(progress(1, 20));
    expect(long.written[0]).toHaveLength('\r\x1b[K'.length + 39);
    expect(long.written[0]).toMatch(/…$/);
    // A terminal that does not know its size (0 columns) gets 80.
    const unsized = capture(true, 0);
    unsized.printer.update(progress(1, 20));
    expect(unsized.written[0]).toMatch(/ 0\.0 records\/s$/);
  });

  it('prints plain lines every few seconds, and every wait, when not on a terminal', () => {
    const { written, printer, advance } = capture(false);
    printer.update(progress(1, 20));
    advance(1000);
    printer.update(progress(2, 40));
    advance(4000);
    printer.update(progress(3, 60));
    advance(100);
    const wait = { reason: 'throttled', ms: 1000, detail: '', attempt: 1 } as const;
    printer.update({ ...progress(3, 60), wait });
    printer.done();
    expect(written).toEqual([
      'Importing: 1 page · 20 records · 0.0 records/s\n',
      'Importing: 3 pages · 60 records · 12 records/s\n',
      'Importing: 3 pages · 60 records · 12 records/s · waiting 1.0 s, try 2: the server throttles (429)\n',
    ]);
  });
});
