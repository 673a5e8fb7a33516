import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';

/**
 * Page tests render through the router, which loads each page lazily. On the shared two-core
 * machine a cold chunk import under a full parallel run can take longer than Testing Library's
 * 1 s default wait, so the page module is imported once up front and waits get more room.
 * (Generous waits only slow failing tests; passing ones return as soon as the UI is there.)
 */
export function preparePageTests(loadPage: () => Promise<unknown>): void {
  configure({ asyncUtilTimeout: 10_000 });
  beforeAll(async () => {
    await loadPage();
  });
}
