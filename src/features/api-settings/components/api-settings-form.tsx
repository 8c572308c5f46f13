import { useId, useState, type FormEvent } from 'react';
import { explainError } from '@/api/explain-error';
import { Button } from '@/components/ui/button';
import { InvalidApiUrlError, useSwitchApi } from '../api/use-switch-api';
import { readRecentApis } from '../lib/recent-apis';

interface ApiSettingsFormProps {
  current: string;
  onSwitched: () => void;
  onUseDefault?: () => void;
}

/** Change the API: the first page is tried before switching, with a clear message on failure. */
export function ApiSettingsForm({ current, onSwitched, onUseDefault }: ApiSettingsFormProps) {
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState(current);
  const [recent] = useState(readRecentApis);
  const switchApi = useSwitchApi();

  const connect = (url: string) => switchApi.mutate(url, { onSuccess: onSwitched });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    connect(value);
  };

  const error = switchApi.error;
  const message = error instanceof InvalidApiUrlError ? null : error && explainError(error);

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium">
          API base URL
        </label>
        <p id={hintId} className="mt-1 text-xs text-muted">
          The address before <code>/channels</code>, for example https://example.com/api
        </p>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          required
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="mt-2 w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-accent"
        />
      </div>
      {error && (
        <div role="alert" className="rounded-lg border border-line bg-surface p-3 text-sm">
          {message ? (
            <>
              <p className="font-medium">{message.title}</p>
              <p className="mt-1 text-muted">{message.description}</p>
              {message.hints[0] && <p className="mt-1 text-muted">{message.hints[0]}</p>}
            </>
          ) : (
            <p>{error.message}</p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={switchApi.isPending}>
          {switchApi.isPending ? 'Connecting…' : 'Connect'}
        </Button>
        {onUseDefault && (
          <Button variant="ghost" onClick={onUseDefault}>
            Use the default API
          </Button>
        )}
      </div>
      {recent.length > 0 && (
        <section aria-label="Recent APIs">
          <h3 className="text-xs font-medium tracking-wide text-muted uppercase">Recent</h3>
          <ul className="mt-2 space-y-1">
            {recent.map((url) => (
              <li key={url}>
                <button
                  type="button"
                  className="w-full truncate rounded px-2 py-1 text-left text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
                  onClick={() => {
                    setValue(url);
                    connect(url);
                  }}
                >
                  {url}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </form>
  );
}
