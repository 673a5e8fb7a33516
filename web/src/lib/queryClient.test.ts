import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { createQueryClient, getQueryFn } from '@/lib/queryClient';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  resetRequestDeduplication();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('query defaults', () => {
  it('never goes stale, never refetches on focus or polls, never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('the default query function GETs the first key element', async () => {
    fetchMock.mockResolvedValue(new Response('{"status":"ok"}', { status: 200 }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/health', 'extra'] })).resolves.toEqual({ status: 'ok' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('the default query function answers null on 401', async () => {
    fetchMock.mockResolvedValue(new Response('no', { status: 401 }));
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/user'] })).resolves.toBeNull();
  });

  it('a failing query is tried once only', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/x'] })).rejects.toThrow('500: boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("getQueryFn with on401 'throw' raises the 401", async () => {
    fetchMock.mockResolvedValue(new Response('no', { status: 401 }));
    const client = new QueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['/api/user'], queryFn: getQueryFn({ on401: 'throw' }), retry: false }),
    ).rejects.toThrow('401: no');
  });

  it('rejects a query key without a path', async () => {
    await expect(createQueryClient().fetchQuery({ queryKey: [42] })).rejects.toThrow('API path');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
