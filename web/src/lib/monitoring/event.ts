/**
 * The monitoring event of spec §3: common fields about the page and browser, plus `type` and
 * its `data`. Field names are snake_case like the rest of the wire format (docs/API.md).
 */
import { AUTH_STORAGE } from '@/api/auth/storageKeys';
import { newSessionId } from '@/lib/sessionHistory';
import { readItem, writeItem } from '@/lib/storage';
import type { WebVitalName, WebVitalRating } from '@/lib/recs/webVitals';

export interface PageViewData {
  referrer: string;
  title: string;
}

export interface FeatureUsageData {
  feature: string;
  action: string;
  context?: string;
  success?: boolean;
}

export interface InteractionData {
  element: string;
  action: string;
  target?: string;
  value?: string;
  /** Milliseconds since the page loaded. */
  timing?: number;
}

export interface WebVitalsData {
  name: WebVitalName;
  value: number;
  id: string;
  delta: number;
  rating: WebVitalRating;
}

export type ErrorKind = 'javascript' | 'unhandled_promise' | 'network';

export interface ErrorData {
  message: string;
  stack?: string;
  filename?: string;
  line?: number;
  column?: number;
  type: ErrorKind;
}

export interface EventDataByType {
  page_view: PageViewData;
  feature_usage: FeatureUsageData;
  interaction: InteractionData;
  web_vitals: WebVitalsData;
  error: ErrorData;
}

export type MonitoringEventType = keyof EventDataByType;

export interface ConnectionInfo {
  effective_type: string | null;
  downlink: number | null;
  rtt: number | null;
}

export interface MonitoringEvent<T extends MonitoringEventType = MonitoringEventType> {
  /** ISO 8601, UTC. */
  timestamp: string;
  session_id: string;
  /** The signed-in user's id, null for a visitor. */
  user_id: string | null;
  page_url: string;
  user_agent: string;
  viewport: { width: number; height: number };
  /** Null where the browser has no Network Information API (Firefox, Safari). */
  connection: ConnectionInfo | null;
  type: T;
  data: EventDataByType[T];
}

/** sessionStorage: one monitoring session per tab, in the spec's session id format. */
export const MONITORING_SESSION_KEY = 'bingeable.monitoring.sessionId';

function sessionId(): string {
  const stored = readItem('session', MONITORING_SESSION_KEY);
  if (stored) return stored;
  const created = newSessionId();
  writeItem('session', MONITORING_SESSION_KEY, created);
  return created;
}

interface NetworkInformation {
  effectiveType?: string;
  downlink?: number;
  rtt?: number;
}

function connectionInfo(): ConnectionInfo | null {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return null;
  return {
    effective_type: connection.effectiveType ?? null,
    downlink: connection.downlink ?? null,
    rtt: connection.rtt ?? null,
  };
}

/** Stamps `data` with the common fields, read now (the URL and viewport of this moment). */
export function buildEvent<T extends MonitoringEventType>(type: T, data: EventDataByType[T], now = new Date()): MonitoringEvent<T> {
  return {
    timestamp: now.toISOString(),
    session_id: sessionId(),
    user_id: readItem('local', AUTH_STORAGE.userId),
    page_url: window.location.href,
    user_agent: navigator.userAgent,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    connection: connectionInfo(),
    type,
    data,
  };
}
