import { describe, expect, it } from 'vitest';
import { WEB_VITAL_THRESHOLDS, isWebVitalName, rateWebVital, type WebVitalName } from './webVitals';

describe('rateWebVital', () => {
  it.each<[WebVitalName, number, number]>([
    ['LCP', 2500, 4000],
    ['INP', 200, 500],
    ['CLS', 0.1, 0.25],
    ['FCP', 1800, 3000],
    ['TTFB', 800, 1800],
  ])('%s uses good %d and poor %d', (name, good, poor) => {
    expect(WEB_VITAL_THRESHOLDS[name]).toEqual({ good, poor });
    expect(rateWebVital(name, 0)).toBe('good');
    expect(rateWebVital(name, good)).toBe('good');
    expect(rateWebVital(name, good + good * 0.01)).toBe('needs-improvement');
    expect(rateWebVital(name, poor)).toBe('needs-improvement');
    expect(rateWebVital(name, poor + poor * 0.01)).toBe('poor');
  });

  it('rejects negative and non-finite values with a RangeError', () => {
    expect(() => rateWebVital('LCP', -1)).toThrow(RangeError);
    expect(() => rateWebVital('CLS', Number.NaN)).toThrow(/CLS value must be a finite number/);
    expect(() => rateWebVital('INP', Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('isWebVitalName', () => {
  it('accepts exactly the five metric names', () => {
    for (const n of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB']) expect(isWebVitalName(n)).toBe(true);
    for (const n of ['FID', 'lcp', 'toString', '', 3]) expect(isWebVitalName(n)).toBe(false);
  });
});
