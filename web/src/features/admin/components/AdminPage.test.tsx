import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, type AuthState } from '@/api/auth/useAuth';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { json, mockApi } from '@/test/mockApi';
import { renderRoute } from '@/test/renderRoute';
import type { AdminSummary, WindowSummary } from '../adminSummary';
import AdminPage from './AdminPage';

// uPlot draws on a canvas, which jsdom lacks; the chart is checked in the browser (e2e/admin.spec.ts).
vi.mock('./TrafficChart', () => ({ TrafficChart: () => <div data-testid="chart" /> }));

const member: AuthState = {
  ...SIGNED_OUT,
  user: { id: 'u1', email: 'ops@example.com', username: 'ops', createdAt: '2026-11-01T12:00:00Z' },
};

const windowSummary = (lcp: number): WindowSummary => ({
  from: '2026-11-22T12:00:00Z',
  to: '2026-11-23T12:00:00Z',
  events: 12,
  page_views: 5,
  sessions: 2,
  vitals: [
    { name: 'LCP', p75: lcp, rating: 'poor', samples: 4, good: 2500, poor: 4000 },
    { name: 'INP', p75: null, rating: null, samples: 0, good: 200, poor: 500 },
    { name: 'CLS', p75: 0.05, rating: 'good', samples: 2, good: 0.1, poor: 0.25 },
    { name: 'FCP', p75: 2000, rating: 'needs-improvement', samples: 1, good: 1800, poor: 3000 },
    { name: 'TTFB', p75: 100, rating: 'good', samples: 1, good: 800, poor: 1800 },
  ],
  series: [],
  top_pages: [{ key: '/show/Fargo', count: 3 }],
  errors: [{ key: 'network', count: 1 }],
  features: [],
  recommendations: {
    requests: 4,
    latency_p50_ms: 3.2,
    latency_p95_ms: 12,
    by_mode: [{ mode: 'cross_media_tv', requests: 4, latency_p50_ms: 3.2, latency_p95_ms: 12 }],
    inputs: 8,
    unresolved_inputs: 2,
    unresolved_share: 0.25,
    top_unresolved: [{ key: 'bridesmaids', count: 2 }],
  },
});

const summary: AdminSummary = {
  generated_at: '2026-11-23T12:00:00Z',
  retention_days: 30,
  day: windowSummary(4100),
  week: windowSummary(4200),
};

beforeEach(() => resetRequestDeduplication());
afterEach(() => vi.unstubAllGlobals());

describe('/admin', () => {
  it('says "Not authorised" to a member the server refuses', async () => {
    mockApi({ 'GET /api/admin/summary': () => json({ error: 'This page is for the site\u2019s operators.', code: 'forbidden' }, 403) });
    renderRoute(<AdminPage />, '/admin', { auth: member });
    expect(await screen.findByRole('heading', { name: 'Not authorised' })).toBeTruthy();
  });

  it('shows the server\u2019s figures and ratings', async () => {
    mockApi({ 'GET /api/admin/summary': () => json(summary) });
    renderRoute(<AdminPage />, '/admin', { auth: member });
    const lcp = await screen.findByTestId('vital-LCP');
    expect(lcp.textContent).toContain('4,100 ms');
    expect(lcp.textContent).toContain('Poor');
    expect(lcp.className).toContain('admin-vital--poor');
    expect(screen.getByTestId('vital-INP').textContent).toContain('No data');
    expect(screen.getByTestId('unresolved-share').textContent).toBe('25.0% (2 of 8)');
    expect(screen.getByText('bridesmaids')).toBeTruthy();
    expect(screen.getByText('Cross media (TV)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect((await screen.findByTestId('vital-LCP')).textContent).toContain('4,200 ms');
  });
});
