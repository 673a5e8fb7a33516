import { afterEach, describe, it, vi } from 'vitest';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { heartCard, MEMBER, mockMemberLists } from '@/test/cardSaveButtons';
import { recs } from '@/test/mockApi';
import { renderRoute } from '@/test/renderRoute';
import { CouplesResults } from './CouplesResults';

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestDeduplication();
});

describe('couples results: card save buttons', () => {
  it('lets a member heart a pick', async () => {
    const calls = mockMemberLists();
    renderRoute(<CouplesResults recommendations={recs('Both', 2)} type="tv" busy={false} onGetMore={() => {}} />, '/couples', {
      auth: MEMBER,
    });
    await heartCard(calls, 'Both 1');
  });
});
