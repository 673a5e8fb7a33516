import { afterEach, describe, it, vi } from 'vitest';
import { SIGNED_OUT } from '@/api/auth/useAuth';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { expectNoSaveButtons, heartCard, MEMBER, mockMemberLists } from '@/test/cardSaveButtons';
import { recs } from '@/test/mockApi';
import { renderRoute } from '@/test/renderRoute';
import { MoodResults } from './MoodResults';

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestDeduplication();
});

const results = <MoodResults mood="happy" type="tv" recommendations={recs('Mood', 2)} onReset={() => {}} />;

describe('mood results: card save buttons', () => {
  it('lets a member heart a pick', async () => {
    const calls = mockMemberLists();
    renderRoute(results, '/mood-recommendations', { auth: MEMBER });
    await heartCard(calls, 'Mood 1');
  });

  it('keeps the heart off when the call fails', async () => {
    const calls = mockMemberLists(true);
    renderRoute(results, '/mood-recommendations', { auth: MEMBER });
    await heartCard(calls, 'Mood 2', false);
  });

  it('shows no save buttons to a visitor', () => {
    mockMemberLists();
    renderRoute(results, '/mood-recommendations', { auth: SIGNED_OUT });
    expectNoSaveButtons('Mood 1');
  });
});
