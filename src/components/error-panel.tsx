import { useId } from 'react';
import { explainError } from '@/api/explain-error';
import { Button } from './ui/button';

interface ErrorPanelProps {
  error: unknown;
  onRetry?: () => void;
  /** Shown when the page was opened with `?api=`: a way back to the default API. */
  defaultApiHref?: string;
}

/** A full explanation of a failure: what happened, the URL tried, and what to check. */
export function ErrorPanel({ error, onRetry, defaultApiHref }: ErrorPanelProps) {
  const explained = explainError(error);
  const titleId = useId();
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className="mx-auto max-w-2xl rounded-2xl border border-line bg-panel p-6 shadow-sm sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {explained.title}
      </h2>
      <p className="mt-2 text-muted">{explained.description}</p>
      {explained.url && (
        <p className="mt-4 text-sm">
          <span className="text-muted">Address tried: </span>
          <code className="break-all rounded bg-surface px-1.5 py-0.5">{explained.url}</code>
        </p>
      )}
      {explained.hints.length > 0 && (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
          {explained.hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
      <ErrorDetails lines={explained.details} />
      <div className="mt-6 flex flex-wrap gap-3">
        {onRetry && (
          <Button variant="primary" onClick={onRetry}>
            Retry
          </Button>
        )}
        {defaultApiHref && (
          <a
            href={defaultApiHref}
            className="inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            Use the default API
          </a>
        )}
      </div>
    </section>
  );
}

export function ErrorDetails({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer text-muted">Technical details</summary>
      <ul className="mt-2 max-h-48 space-y-1 overflow-auto font-mono text-xs break-all">
        {lines.slice(0, 50).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

/** A short failure message at the end of the grid: what is loaded stays on screen. */
export function InlineError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const explained = explainError(error);
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-start gap-3 rounded-xl border border-line bg-panel p-4 sm:flex-row sm:items-center"
    >
      <div className="flex-1 text-sm">
        <p className="font-medium">
          Could not load more channels: {explained.title.toLowerCase()}.
        </p>
        <p className="mt-1 text-muted">{explained.description}</p>
      </div>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}
