import { describe, expect, it } from 'vitest';
import { ApiError, TIMEOUT_ERROR_MESSAGE } from '@/lib/apiRequest';
import { apiErrorMessage, isAbort } from './apiErrorMessage';

describe('apiErrorMessage', () => {
  it("uses the server's error sentence from an HTTP failure", () => {
    const error = new ApiError('http', '404: {"error":"None of these titles are in the catalog."}', 404, { error: 'None of these titles are in the catalog.' });
    expect(apiErrorMessage(error, 'fallback')).toBe('None of these titles are in the catalog.');
  });

  it('falls back when the body is not our JSON error', () => {
    expect(apiErrorMessage(new ApiError('http', '502: <html>Bad gateway</html>', 502), 'fallback')).toBe('fallback');
    expect(apiErrorMessage('weird', 'fallback')).toBe('fallback');
  });

  it('keeps the timeout and plain error messages', () => {
    expect(apiErrorMessage(new ApiError('timeout', TIMEOUT_ERROR_MESSAGE), 'fallback')).toBe(
      'Request timed out. Please try again.',
    );
    expect(apiErrorMessage(new Error('No recommendations received from server'), 'fallback')).toBe(
      'No recommendations received from server',
    );
  });
});

describe('isAbort', () => {
  it('recognises only AbortError', () => {
    expect(isAbort(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isAbort(new Error('AbortError'))).toBe(false);
  });
});
