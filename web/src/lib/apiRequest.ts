import { getAuthToken, getTokenRefresher } from '@/lib/authToken';
import { reportMonitoringError } from '@/lib/monitoring';

/**
 * The one way the SPA talks to the server (spec: accounts-navigation §7
 * "Shared request behaviour" and §8 "Shared request errors").
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What to do with a 401: raise it like any other failure, or answer null. */
export type On401 = 'throw' | 'returnNull';

export interface ApiRequestOptions {
  /** Sent as JSON; the JSON content type is set only when a body is present. */
  body?: unknown;
  /** A file sent as it is (uploads); such requests are never shared. Excludes `body`. */
  file?: Blob;
  /** Caller cancellation. Requests with their own signal are never shared (see below). */
  signal?: AbortSignal;
  on401?: On401;
  /** Abort and fail with the timeout message after this many ms (0 = never). */
  timeoutMs?: number;
}

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'unexpected';

export const NETWORK_ERROR_MESSAGE =
  'Network connection failed. Please check your internet connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'Request timed out. Please try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export const DEDUP_WINDOW_MS = 5_000;
export const DEDUP_CLEANUP_INTERVAL_MS = 10_000;
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Every failure of `apiRequest` is one of these; `message` is the spec's text. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status for kind 'http'. */
  readonly status?: number;
  /** The server's JSON body for kind 'http' (our server sends `{"error": ...}` and more); null when it sent none or not JSON. */
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, status?: number, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

export function normalisePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** GETs, and POSTs to anything under /api/user (profile creation races), are shared. */
function isDeduplicated(method: HttpMethod, path: string): boolean {
  return method === 'GET' || (method === 'POST' && path.includes('/api/user'));
}

interface PendingEntry {
  promise: Promise<unknown>;
  startedAt: number;
}

const pending = new Map<string, PendingEntry>();
let cleanupTimer: ReturnType<typeof setInterval> | null = null;

function removeStaleEntries(): void {
  const now = Date.now();
  for (const [key, entry] of pending) {
    if (now - entry.startedAt >= DEDUP_WINDOW_MS) pending.delete(key);
  }
  if (pending.size === 0) stopCleanup();
}

function startCleanup(): void {
  if (cleanupTimer === null) {
    cleanupTimer = setInterval(removeStaleEntries, DEDUP_CLEANUP_INTERVAL_MS);
  }
}

function stopCleanup(): void {
  if (cleanupTimer !== null) {
    clearInterval(cleanupTimer);
    cleanupTimer = null;
  }
}

/** For tests: forget shared requests and stop the cleanup timer. */
export function resetRequestDeduplication(): void {
  pending.clear();
  stopCleanup();
}

/** Number of requests currently shared (for tests and diagnostics). */
export function pendingRequestCount(): number {
  return pending.size;
}

/**
 * Sends a request and resolves with the parsed JSON body (null for an empty
 * body, or for a 401 with `on401: 'returnNull'`).
 *
 * Identical deduplicable requests started within 5 s share one pending
 * promise. A request that brings its own AbortSignal is not shared: one
 * caller's cancellation must not reject another caller's request.
 */
export function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T | null> {
  const url = normalisePath(path);
  if (options.file) {
    return send<T>(method, url, { body: options.file, contentType: 'application/octet-stream' }, options);
  }
  const bodyText = options.body === undefined ? undefined : JSON.stringify(options.body);
  const payload = bodyText === undefined ? undefined : { body: bodyText, contentType: 'application/json' };

  if (!isDeduplicated(method, url) || options.signal) {
    return send<T>(method, url, payload, options);
  }

  const key = `${method} ${url} ${bodyText ?? ''} ${options.on401 ?? 'throw'}`;
  const existing = pending.get(key);
  if (existing && Date.now() - existing.startedAt < DEDUP_WINDOW_MS) {
    return existing.promise as Promise<T | null>;
  }

  const promise = send<T>(method, url, payload, options).finally(() => {
    // Only pending requests are shared: once settled the next call goes out fresh.
    if (pending.get(key)?.promise === promise) pending.delete(key);
    if (pending.size === 0) stopCleanup();
  });
  pending.set(key, { promise, startedAt: Date.now() });
  startCleanup();
  return promise;
}

/** A request body and its content type. */
interface Payload {
  body: string | Blob;
  contentType: string;
}

async function send<T>(
  method: HttpMethod,
  url: string,
  payload: Payload | undefined,
  options: ApiRequestOptions,
  isRetry = false,
): Promise<T | null> {
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers['Content-Type'] = payload.contentType;
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : null;
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(url, {
      method,
      headers,
      body: payload?.body,
      credentials: 'include',
      signal: controller.signal,
    });

    // A 401 to a token we sent means it expired or was revoked (docs/API.md): renew the
    // session once and repeat the request once; a second 401 is final.
    if (response.status === 401 && token && !isRetry) {
      const fresh = await renewToken();
      if (fresh) return await send<T>(method, url, payload, options, true);
    }
    if (response.status === 401 && options.on401 === 'returnNull') return null;
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new ApiError('http', `${response.status}: ${text || response.statusText}`, response.status, parseJson(text));
    }
    const text = await response.text();
    return text.length === 0 ? null : (JSON.parse(text) as T);
  } catch (error) {
    const failure = toApiError(error, timedOut, options.signal);
    if (isOutage(failure)) reportMonitoringError(failure, 'network');
    throw failure;
  } finally {
    if (timer !== null) clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** An error body as JSON, or null (a proxy's HTML page, say). */
function parseJson(text: string): unknown {
  try {
    return text.length === 0 ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

async function renewToken(): Promise<string | null> {
  const refresh = getTokenRefresher();
  if (!refresh) return null;
  try {
    return await refresh();
  } catch {
    return null;
  }
}

/**
 * What the operator should see as a network error: no answer, a time-out or a server failure.
 * A 4xx is the client's own business (a wrong password, a missing title) and stays out.
 */
function isOutage(failure: unknown): boolean {
  if (!(failure instanceof ApiError)) return false;
  return failure.kind === 'network' || failure.kind === 'timeout' || (failure.status ?? 0) >= 500;
}

function toApiError(error: unknown, timedOut: boolean, callerSignal?: AbortSignal): unknown {
  if (error instanceof ApiError) return error;
  if (timedOut) return new ApiError('timeout', TIMEOUT_ERROR_MESSAGE);
  // A caller's own cancellation is not a failure: pass the AbortError through
  // so React Query and effects can recognise it and stay quiet.
  if (callerSignal?.aborted) return error;
  if (error instanceof TypeError) return new ApiError('network', NETWORK_ERROR_MESSAGE);
  return new ApiError('unexpected', UNEXPECTED_ERROR_MESSAGE);
}
