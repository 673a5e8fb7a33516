import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { heartCard, MEMBER, mockMemberLists } from '@/test/cardSaveButtons';
import { json, recs } from '@/test/mockApi';
import { renderRoute } from '@/test/renderRoute';
import { RecommendationsView } from './RecommendationsView';

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestDeduplication();
});

describe('recommendations page: card save buttons', () => {
  it('lets a member heart a pick', async () => {
    const calls = mockMemberLists();
    const fetchLists = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.startsWith('/api/recommendations')) return json({ recommendations: recs('Pick', 2), unresolved: [] });
      if (!fetchLists) throw new Error('mockMemberLists stubs fetch');
      return fetchLists(input, init);
    });
    renderRoute(<RecommendationsView shows={['Dark']} enhance={false} exclude={false} />, '/recommendations', { auth: MEMBER });
    await heartCard(calls, 'Pick 1');
  });
});
