import { parseAsString, useQueryState } from 'nuqs';
import type { ReactNode } from 'react';
import { ApiBaseProvider } from '@/api/api-base-context';
import { resolveApiOverride } from '@/lib/api-base';

/** The API base follows `?api=` live, so switching APIs is a navigation Back can undo. */
export function ApiBaseFromUrl({ children }: { children: ReactNode }) {
  const [api] = useQueryState('api', parseAsString);
  const { base } = resolveApiOverride(api, window.location.href, import.meta.env.VITE_API_BASE_URL);
  return <ApiBaseProvider base={base}>{children}</ApiBaseProvider>;
}
