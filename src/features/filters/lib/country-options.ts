import type { Channel } from '@/api/schemas';
import { normalizeCountryCode } from '@/lib/criteria';

export interface CountryOption {
  code: string;
  name: string;
  count: number;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

// Few distinct raw codes, many channels: validate each raw code once.
const normalized = new Map<string, string | null>();
function codeOf(raw: string): string | null {
  let code = normalized.get(raw);
  if (code === undefined) {
    code = normalizeCountryCode(raw);
    if (normalized.size < 1000) normalized.set(raw, code);
  }
  return code;
}

/**
 * The countries present in `channels`, with how many channels each has, sorted by name. The name
 * is the first non-empty `country` seen for the code; channels without a usable code are left out.
 */
export function countryOptions(channels: readonly Channel[]): CountryOption[] {
  const byCode = new Map<string, CountryOption>();
  for (const channel of channels) {
    const { country, country_short } = channel.company.location;
    const code = codeOf(country_short);
    if (!code) continue;
    const option = byCode.get(code);
    if (option) {
      option.count += 1;
      if (!option.name) option.name = country.trim();
    } else {
      byCode.set(code, { code, name: country.trim(), count: 1 });
    }
  }
  const options = [...byCode.values()];
  for (const option of options) if (!option.name) option.name = option.code;
  return options.sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
}

let regionNames: Intl.DisplayNames | undefined;

/** A readable name for a code no loaded channel has yet (a shared link to ?country=FR). */
export function countryNameFromCode(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
