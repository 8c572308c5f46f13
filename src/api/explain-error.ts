import { isLocalDbError, type LocalDbError } from '@/db/errors';
import { isApiError } from './api-error';

/** What a person should read about a failed request: what happened and what to check. */
export interface ErrorExplanation {
  title: string;
  description: string;
  hints: string[];
  url?: string;
  /** Technical lines (schema issues) for a details disclosure. */
  details: string[];
}

const CHECK_API =
  'Check the API address: it should be the base of the channels API (the part before /channels), for example https://example.com/api.';

/** The local database failed, not the API: what it means for what is loaded. */
function explainLocal(error: LocalDbError): ErrorExplanation {
  if (error.reason === 'full') {
    return {
      title: 'There is no room left to keep more channels',
      description: `${error.message} Everything kept so far is still shown and searchable.`,
      hints: [
        'Free some space on the device, or delete saved copies of other APIs in the API settings.',
        'A private window keeps channels in memory only, which holds fewer of them.',
      ],
      details: [],
    };
  }
  return {
    title: 'The local database could not be used',
    description: `${error.message} The channels already shown stay on screen.`,
    hints: [
      'Try again; if it keeps failing, reload the page.',
      'Browsers without WebAssembly or with site storage blocked cannot keep a copy.',
    ],
    details: [],
  };
}

export function explainError(error: unknown): ErrorExplanation {
  if (isLocalDbError(error)) return explainLocal(error);
  if (!isApiError(error)) {
    return {
      title: 'Something went wrong',
      description: error instanceof Error ? error.message : 'An unexpected error occurred.',
      hints: [],
      details: [],
    };
  }
  const base = { url: error.url, details: error.issues };
  switch (error.kind) {
    case 'network':
      return {
        ...base,
        title: 'Could not reach the channels API',
        description:
          'The request did not get an answer: the server is down, you are offline, or the browser blocked it.',
        hints: [
          'Check your connection; loading resumes by itself when you are back online.',
          'If the API is on another site, it must allow this page with CORS (Access-Control-Allow-Origin); without it the browser blocks every answer. Use the proxy mode of `npm start -- --upstream <url>` for servers that do not.',
          CHECK_API,
        ],
      };
    case 'timeout':
      return {
        ...base,
        title: 'The channels API is too slow to answer',
        description: 'No answer came within the time limit.',
        hints: ['The server may be overloaded: try again in a moment.'],
      };
    case 'http':
      return { ...base, ...explainStatus(error.status ?? 0, error.detail, error.retryAfter) };
    case 'not-json':
      return error.html
        ? {
            ...base,
            title: 'This address answers with a web page, not the API',
            description: 'The server sent an HTML page where a JSON channels page was expected.',
            hints: [CHECK_API, 'A sign-in page or a proxy error page also looks like this.'],
          }
        : {
            ...base,
            title: 'The API sent a broken answer',
            description: 'The answer is not valid JSON; it may have been cut off on the way.',
            hints: ['Try again: a dropped connection often causes this.'],
          };
    case 'schema':
      return {
        ...base,
        title: 'The API answered, but not with a channels page',
        description:
          'The answer is JSON but does not have the shape of a channels page ({ next, previous, results }).',
        hints: [CHECK_API],
      };
  }
}

function explainStatus(status: number, detail: string | undefined, retryAfter: number | undefined) {
  const said = detail ? ` The server said: “${detail}”` : '';
  if (status === 429) {
    return {
      title: 'The API is limiting requests',
      description: `Too many requests in a short time.${said}`,
      hints: [
        retryAfter
          ? `It asked to wait ${retryAfter} s before trying again.`
          : 'Wait a moment and try again.',
      ],
    };
  }
  if (status === 401 || status === 403) {
    return {
      title: 'The API refused access',
      description: `HTTP ${status}.${said}`,
      hints: ['This viewer sends no credentials; the API must allow anonymous reads.'],
    };
  }
  if (status === 404) {
    return {
      title: 'Not found at this address',
      description: `HTTP 404.${said}`,
      hints: [
        CHECK_API,
        'A link that stopped working (an expired cursor) also gives 404: start again from the top.',
      ],
    };
  }
  if (status >= 500) {
    return {
      title: 'The API had a problem',
      description: `HTTP ${status}.${said}`,
      hints: ['This is on the server’s side: try again in a moment.'],
    };
  }
  return {
    title: `The API answered HTTP ${status}`,
    description: said.trim() || 'The request was refused.',
    hints: [CHECK_API],
  };
}
