import type { HistoryMode, RawValue } from './url-store';

/**
 * How one query-string key reads and writes. Reading never throws: a value that does not parse
 * reads as the key's fallback, so a hand-edited link cannot break the page.
 */
export interface UrlParam<T> {
  /** All of the key's values in the address, in order (none when absent). */
  parse: (values: readonly string[]) => T;
  /**
   * `null` leaves the key out of the address (its default). A method, so any param fits where
   * `UrlParam<unknown>` is asked for (method parameters are checked bivariantly).
   */
  serialize(value: T): RawValue;
  history: HistoryMode;
  /** The address follows changes of this key once none has come for this many ms. */
  quietMs: number;
}

export interface ParamOptions {
  history?: HistoryMode;
  quietMs?: number;
}

const options = ({ history = 'replace', quietMs = 0 }: ParamOptions = {}) => ({
  history,
  quietMs,
});

/** A key with one value; `null` when absent or when `parse` refuses it. */
export function singleParam<T>(
  parse: (value: string) => T | null,
  serialize: (value: T) => string,
  how?: ParamOptions,
): UrlParam<T | null> {
  return {
    parse: ([first]) => (first === undefined ? null : parse(first)),
    serialize: (value) => (value === null ? null : serialize(value)),
    ...options(how),
  };
}

export const stringParam = (how?: ParamOptions) =>
  singleParam(
    (value) => value,
    (value) => value,
    how,
  );

/** One of `values`, or null. */
export function literalParam<const L extends string>(values: readonly L[], how?: ParamOptions) {
  return singleParam(
    (value) => ((values as readonly string[]).includes(value) ? (value as L) : null),
    (value: L) => value,
    how,
  );
}

/** Absent or unreadable reads as `fallback`, and `fallback` is left out of the address. */
export function withDefault<T>(param: UrlParam<T | null>, fallback: T): UrlParam<T> {
  return {
    ...param,
    parse: (values) => param.parse(values) ?? fallback,
    serialize: (value) => (value === fallback ? null : param.serialize(value)),
  };
}

/** A repeated key (`?flag=a&flag=b`), the form a person can read and edit; values that do not parse are dropped. */
export function listParam<T>(item: UrlParam<T | null>, how?: ParamOptions): UrlParam<T[]> {
  return {
    parse: (values) =>
      values.map((value) => item.parse([value])).filter((value): value is T => value !== null),
    serialize: (list) => {
      const values = list
        .map((value) => item.serialize(value))
        .filter((v) => typeof v === 'string');
      return values.length === 0 ? null : values;
    },
    ...options(how),
  };
}

export type ParamValues<P extends Record<string, UrlParam<unknown>>> = {
  [K in keyof P]: P[K] extends UrlParam<infer T> ? T : never;
};

/**
 * Each key's last reading, so a value keeps its identity while its part of the address is
 * unchanged: typing a search must not hand the flag list out as a new array (memos depend on it).
 */
const lastRead = new WeakMap<UrlParam<unknown>, { text: string; value: unknown }>();

/** Reads every key of `params` from a query string (`?a=1` or `a=1`). */
export function readParams<P extends Record<string, UrlParam<unknown>>>(
  params: P,
  search: string,
): ParamValues<P> {
  const query = new URLSearchParams(search);
  const values: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(params)) {
    const all = query.getAll(key);
    const text = all.join('\n') + `\n${all.length}`;
    const last = lastRead.get(param);
    if (last?.text === text) values[key] = last.value;
    else {
      values[key] = param.parse(all);
      lastRead.set(param, { text, value: values[key] });
    }
  }
  return values as ParamValues<P>;
}
