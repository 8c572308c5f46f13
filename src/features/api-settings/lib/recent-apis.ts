const STORAGE_KEY = 'channels:recent-apis';
const MAX_RECENT = 5;

/** API bases the user switched to before, newest first. */
export function readRecentApis(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string').slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}

export function rememberApi(base: string): string[] {
  const next = [base, ...readRecentApis().filter((item) => item !== base)].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private modes can refuse storage: the list is a convenience, switching still works.
  }
  return next;
}
