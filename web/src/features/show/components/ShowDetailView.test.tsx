import { afterEach, describe, it, vi } from 'vitest';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { heartCard, MEMBER, mockMemberLists } from '@/test/cardSaveButtons';
import { renderRoute } from '@/test/renderRoute';
import { readShowResponse } from '../showResponse';
import { showBody } from '../testFixtures';
import { ShowDetailView } from './ShowDetailView';

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestDeduplication();
  document.getElementById('show-structured-data')?.remove();
});

describe('show page: "Shows Like" save buttons', () => {
  it('lets a member heart a similar show', async () => {
    const calls = mockMemberLists();
    const data = readShowResponse(showBody());
    if (!data) throw new Error('the fixture is a show response');
    renderRoute(<ShowDetailView data={data} />, '/show/breaking-bad', { auth: MEMBER });
    await heartCard(calls, 'Similar 1');
  });
});
