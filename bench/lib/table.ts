import type { Machine } from './machine';
import type { Result } from './results';

export function formatNumber(value: number | null, digits = 1): string {
  if (value === null || !Number.isFinite(value)) return '—';
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

const HEADERS = ['Measure', 'Size', 'Value', 'Min–max', 'Baseline', 'Ratio', 'Budget', 'Pass'];

function row(r: Result): string[] {
  const unit = r.unit ? ` ${r.unit}` : '';
  const baseline =
    r.baseline === null ? '—' : `${formatNumber(r.baseline, r.digits)}${unit} (${r.against ?? ''})`;
  const pass = r.pass === null ? (r.budget ? 'n/a' : '') : r.pass ? 'pass' : 'FAIL';
  // A figure no run reached says why; one some runs missed says how many.
  const notes = r.notes ?? [];
  let value = `${formatNumber(r.value, r.digits)}${unit}`;
  const missed = notes.length;
  if (r.runs === 0 && missed > 0) value = notes[0] as string;
  else if (missed > 0) value += ` (${missed} run${missed === 1 ? '' : 's'} not reached)`;
  return [
    r.name,
    r.size === null ? '' : formatNumber(r.size, 0),
    value,
    r.runs > 1 ? `${formatNumber(r.min, r.digits)}–${formatNumber(r.max, r.digits)}` : '',
    baseline,
    r.ratio === null ? '' : formatNumber(r.ratio, 2),
    r.budget ?? '',
    pass,
  ];
}

/** A fixed-width table for the terminal. */
export function textTable(results: readonly Result[]): string {
  const rows = [HEADERS, ...results.map(row)];
  const widths = HEADERS.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] as number))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(HEADERS), rule, ...rows.slice(1).map(line)].join('\n');
}

export function markdownTable(results: readonly Result[]): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  const lines = [
    `| ${HEADERS.join(' | ')} |`,
    `| ${HEADERS.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...results.map((r) => `| ${row(r).map(escape).join(' | ')} |`),
  ];
  return lines.join('\n');
}

export function machineLine(machine: Machine): string {
  const gib = (machine.memoryBytes / 2 ** 30).toFixed(0);
  return `${machine.cpu} × ${machine.cores}, ${gib} GiB, Node ${machine.node}, ${machine.chromium}, ${machine.date}`;
}
