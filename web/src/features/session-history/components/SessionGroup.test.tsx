import { afterEach, describe, it, vi } from 'vitest';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { heartCard, MEMBER, mockMemberLists } from '@/test/cardSaveButtons';
import { recs } from '@/test/mockApi';
import { renderRoute } from '@/test/renderRoute';
import { SessionGroup } from './SessionGroup';

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestDeduplication();
});

describe('session history: card save buttons', () => {
  it('lets a member heart a past pick', async () => {
    const calls = mockMemberLists();
    const records = recs('Past', 2).map((recommendation) => ({
      show_name: recommendation.title,
      timestamp: '2026-11-23T10:00:00Z',
      searchQuery: 'Dark',
      isCouple: false,
      recommendation,
    }));
    const group = { searchQuery: 'Dark', badge: 'Individual' as const, firstTimestamp: '2026-11-23T10:00:00Z', records };
    renderRoute(<SessionGroup group={group} index={0} />, '/session-history', { auth: MEMBER });
    await heartCard(calls, 'Past 1');
  });
});
