import { describe, expect, it } from 'vitest';
import { watchOptions } from './watchOptions';

describe('watchOptions', () => {
  it('badges platforms with a programme and links them to the affiliate sign-up page', () => {
    const [hulu] = watchOptions({ streaming_platforms: ['Hulu'], official_site: null });
    expect(hulu?.isAffiliate).toBe(true);
    expect(hulu?.href).toBe('https://www.hulu.com/start?ref=bingeable');
  });

  it('links Netflix (no programme) to the title page when it is the first platform', () => {
    const options = watchOptions({
      streaming_platforms: ['Netflix', 'Max'],
      official_site: 'https://www.netflix.com/search?q=Dark',
    });
    expect(options.map((o) => [o.platform, o.isAffiliate, o.href])).toEqual([
      ['Netflix', false, 'https://www.netflix.com/search?q=Dark'],
      ['Max', true, 'https://www.max.com/?ref=bingeable'],
    ]);
  });

  it('falls back to the platform page, or a sign-up search for an unknown service, and drops repeats', () => {
    const options = watchOptions({
      streaming_platforms: ['Tubi', 'HBO Max', 'Max', 'Netflix'],
      official_site: 'javascript:alert(1)',
    });
    expect(options.map((o) => o.platform)).toEqual(['Tubi', 'HBO Max', 'Netflix']);
    expect(options[0]?.href).toBe('https://www.google.com/search?q=Tubi%20sign%20up');
    expect(options[2]?.href).toBe('https://www.netflix.com/signup');
  });
});
