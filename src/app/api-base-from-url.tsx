import type { ReactNode } from 'react';
import { ApiBaseProvider } from '@/api/api-base-context';
import { resolveApiOverride } from '@/lib/api-base';
import { apiParam } from '@/lib/url-state/api-param';
import { useUrlParam } from '@/lib/url-state/use-url-params';

/** The API base follows `?api=` live, so switching APIs is a navigation Back can undo. */
export function ApiBaseFromUrl({ children }: { children: ReactNode }) {
  const [api] = useUrlParam('api', apiParam);
  const { base } = resolveApiOverride(api, window.location.href, import.meta.env.VITE_API_BASE_URL);
  return <ApiBaseProvider base={base}>{children}</ApiBaseProvider>;
}
