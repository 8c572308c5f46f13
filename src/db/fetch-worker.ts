/**
 * The fetch worker, started by the database worker for walks to the end: it follows the walk's
 * `next` links and validates each page while the database worker writes the pages before.
 */
import { servePages } from './page-stream';

servePages(self);
