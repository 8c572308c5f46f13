/** Every failure of an API request, as one typed error the UI can explain. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'not-json' | 'schema';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  url: string;
  status?: number;
  detail?: string;
  /** Seconds the server asked us to wait (429/503 `Retry-After`). */
  retryAfter?: number;
  /** Schema issues, as "path: message" lines. */
  issues?: string[];
  /** The body was an HTML page (a browsable API, a proxy's error page, a login wall). */
  html?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly url: string;
  readonly status: number | undefined;
  readonly detail: string | undefined;
  readonly retryAfter: number | undefined;
  readonly issues: string[];
  readonly html: boolean;

  constructor(init: ApiErrorInit) {
    super(describe(init), { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.url = init.url;
    this.status = init.status;
    this.detail = init.detail;
    this.retryAfter = init.retryAfter;
    this.issues = init.issues ?? [];
    this.html = init.html ?? false;
  }

  /** Worth retrying without asking the user: the same request may well succeed later. */
  get transient(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    // A cut-off body (truncated JSON) is usually a dropped connection, not a bad server.
    if (this.kind === 'not-json' && this.status !== undefined && this.status < 300) return true;
    if (this.kind === 'http' && this.status !== undefined) {
      return this.status === 408 || this.status === 429 || this.status >= 500;
    }
    return false;
  }
}

function describe({ kind, url, status, detail }: ApiErrorInit): string {
  switch (kind) {
    case 'network':
      return `Could not reach ${url}`;
    case 'timeout':
      return `No answer from ${url} in time`;
    case 'http':
      return `HTTP ${status ?? '?'} from ${url}${detail ? `: ${detail}` : ''}`;
    case 'not-json':
      return `The answer from ${url} is not JSON`;
    case 'schema':
      return `The answer from ${url} is not a channels page`;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
