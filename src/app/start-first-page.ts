/**
 * Imported first by start-app.tsx: asks for the first page of channels before React and the rest of
 * the app are evaluated, so the answer is on its way (often there) when the app asks for it.
 * The API base is resolved exactly as ApiBaseFromUrl resolves it, so the URL is the one the
 * channels query will request.
 */
import { startEarlyRequest } from '@/api/http';
import { readCopyHint } from '@/db/copy-hint';
import { resolveApiBase } from '@/lib/api-base';
import { takeHtmlRequest } from './first-page-handoff';

export const initialApiBase = resolveApiBase(
  window.location.search,
  window.location.href,
  import.meta.env.VITE_API_BASE_URL,
).base;

// A return visit starts from the saved copy; the first page is asked for by the look for new
// channels once the copy is open. Usually index.html has asked already (boot-scripts.ts): that
// request is taken over, not sent twice.
const firstPage = `${initialApiBase}/channels`;
const fromHtml = takeHtmlRequest(firstPage);
if (!readCopyHint(initialApiBase)) startEarlyRequest(firstPage, fromHtml);
