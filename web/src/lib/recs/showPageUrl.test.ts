import { describe, expect, it } from 'vitest';
import { showPageUrl } from './showPageUrl';

describe('showPageUrl', () => {
  it('encodes the name and adds the id when known', () => {
    expect(showPageUrl('Fargo', 'ts21715')).toBe('/show/Fargo?id=ts21715');
    expect(showPageUrl('Love, Death & Robots', null)).toBe('/show/Love%2C%20Death%20%26%20Robots');
    expect(showPageUrl('AC/DC: Live', 'ott:a b')).toBe('/show/AC%2FDC%3A%20Live?id=ott%3Aa%20b');
  });
});
