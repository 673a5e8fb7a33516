import { describe, expect, it } from 'vitest';
import { toWeeklyPicks } from './weeklyPicks';

describe('toWeeklyPicks', () => {
  it('reads the setting and its last mail', () => {
    expect(toWeeklyPicks({ weeklyPicks: { enabled: true, lastSentAt: '2026-11-28T09:00:00Z' } })).toEqual({
      enabled: true,
      lastSentAt: '2026-11-28T09:00:00Z',
    });
    expect(toWeeklyPicks({ weeklyPicks: { enabled: false, lastSentAt: 7 } })).toEqual({ enabled: false, lastSentAt: null });
  });

  it('reads anything without a boolean "enabled" as no answer', () => {
    expect(toWeeklyPicks(null)).toBeNull();
    expect(toWeeklyPicks({ enabled: true })).toBeNull();
    expect(toWeeklyPicks({ weeklyPicks: { enabled: 'true' } })).toBeNull();
    expect(toWeeklyPicks({ weeklyPicks: null })).toBeNull();
  });
});
