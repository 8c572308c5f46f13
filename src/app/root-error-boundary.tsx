import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * The last line of defence: a render error anywhere shows a way back instead of a blank page.
 * (Error boundaries are still class components in React 19.)
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Unexpected error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="mx-auto max-w-xl p-8">
        <div role="alert" className="rounded-2xl border border-line bg-panel p-6">
          <h1 className="text-xl font-semibold">Something went wrong</h1>
          <p className="mt-2 text-muted">
            The page hit an unexpected problem. Nothing on the server was changed.
          </p>
          <p className="mt-2 font-mono text-xs break-all text-muted">{this.state.error.message}</p>
          <div className="mt-6 flex gap-3">
            <button
              type="button"
              className="min-h-10 rounded-lg bg-accent px-4 text-sm font-medium text-accent-ink"
              onClick={() => this.setState({ error: null })}
            >
              Try again
            </button>
            <a
              className="inline-flex min-h-10 items-center px-4 text-sm text-accent underline"
              href="./"
            >
              Back to the directory
            </a>
          </div>
        </div>
      </main>
    );
  }
}
