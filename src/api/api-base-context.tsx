import { createContext, useContext, type ReactNode } from 'react';

const ApiBaseContext = createContext<string | null>(null);

/** Makes the resolved API base URL available to every feature. */
export function ApiBaseProvider({ base, children }: { base: string; children: ReactNode }) {
  return <ApiBaseContext value={base}>{children}</ApiBaseContext>;
}

export function useApiBase(): string {
  const base = useContext(ApiBaseContext);
  if (base === null) throw new Error('useApiBase must be used inside <ApiBaseProvider>');
  return base;
}
