import { spread } from './stats';

/** A limit on a figure: on the value itself, or on its ratio to the baseline. */
export interface Budget {
  on: 'value' | 'ratio';
  op: '<' | '<=' | '>=';
  limit: number;
}

/** What is measured, how it is shown and what it is held to. */
export interface Metric {
  name: string;
  unit: string;
  /** What the baseline is, e.g. "floor page"; the ratio is always value / baseline. */
  against?: string;
  budget?: Budget;
  /** Decimals when printed. */
  digits?: number;
}

export interface Result {
  name: string;
  size: number | null;
  value: number;
  unit: string;
  against: string | null;
  baseline: number | null;
  ratio: number | null;
  budget: string | null;
  pass: boolean | null;
  min: number;
  max: number;
  runs: number;
  ratioMin: number | null;
  ratioMax: number | null;
  digits: number;
  /**
   * Why runs have no value (e.g. "not reached: 412,000 channels in 20 min"), one per such run;
   * absent in reports written before it existed.
   */
  notes?: string[];
}

export function describeBudget(budget: Budget, unit: string): string {
  const op = { '<': '<', '<=': '≤', '>=': '≥' }[budget.op];
  return budget.on === 'ratio'
    ? `ratio ${op} ${budget.limit}`
    : `${op} ${budget.limit} ${unit}`.trim();
}

function meets(budget: Budget, value: number | null): boolean | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (budget.op === '<') return value < budget.limit;
  if (budget.op === '<=') return value <= budget.limit;
  return value >= budget.limit;
}

interface Series {
  metric: Metric;
  size: number | null;
  /** One entry per run; the baseline is NaN in a run that had none. */
  pairs: { value: number; baseline: number }[];
  notes: string[];
}

/**
 * Collects one value (and its baseline, measured in the same run) per run, then reduces each
 * series to a median with min and max. The ratio is the median of the per-run ratios, so noise
 * that slowed one whole run cancels out of it.
 */
export class Recorder {
  private readonly series = new Map<string, Series>();

  add(metric: Metric, size: number | null, value: number, baseline = Number.NaN): void {
    this.get(metric, size).pairs.push({ value, baseline });
  }

  /**
   * A run that could not take this figure (a walk stopped by its time or memory bound): the row
   * still appears, saying why, instead of a median over the runs that happened to finish.
   */
  miss(metric: Metric, size: number | null, note: string): void {
    this.get(metric, size).notes.push(note);
  }

  private get(metric: Metric, size: number | null): Series {
    const key = `${metric.name}@${size ?? ''}`;
    let series = this.series.get(key);
    if (!series) {
      series = { metric, size, pairs: [], notes: [] };
      this.series.set(key, series);
    }
    return series;
  }

  results(): Result[] {
    return [...this.series.values()].map(({ metric, size, pairs, notes }) => {
      const values = spread(pairs.map((p) => p.value));
      const baselines = spread(pairs.map((p) => p.baseline));
      const ratios = spread(pairs.filter((p) => p.baseline !== 0).map((p) => p.value / p.baseline));
      const hasRatio = ratios.runs > 0;
      const budget = metric.budget;
      const checked = budget?.on === 'ratio' ? (hasRatio ? ratios.median : null) : values.median;
      return {
        name: metric.name,
        size,
        value: values.median,
        unit: metric.unit,
        against: metric.against ?? null,
        baseline: baselines.runs > 0 ? baselines.median : null,
        ratio: hasRatio ? ratios.median : null,
        budget: budget ? describeBudget(budget, metric.unit) : null,
        pass: budget ? meets(budget, checked) : null,
        min: values.min,
        max: values.max,
        runs: values.runs,
        ratioMin: hasRatio ? ratios.min : null,
        ratioMax: hasRatio ? ratios.max : null,
        digits: metric.digits ?? 1,
        notes,
      };
    });
  }
}
