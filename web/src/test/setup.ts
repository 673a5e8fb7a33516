import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default. The whole suite runs in
// parallel on two shared cores (and beside the Rust tests in CI), where a lazy
// page plus its first query can take longer than that; a ceiling of 10 s keeps
// the assertions the same while no longer failing on a slow machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
});
