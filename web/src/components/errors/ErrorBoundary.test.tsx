import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { grantAnalyticsConsent } from '@/test/consent';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('render exploded');
  return <p>Recovered</p>;
}

describe('ErrorBoundary', () => {
  it('shows the generic error screen, logs and reports a non-fatal event, and Try Again re-renders', () => {
    // Analytics events are pushed only with analytics consent.
    grantAnalyticsConsent();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(consoleError).toHaveBeenCalled();
    expect(window.dataLayer).toContainEqual({ event: 'exception', description: 'render exploded', fatal: false });

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered')).toBeTruthy();
  });
});
