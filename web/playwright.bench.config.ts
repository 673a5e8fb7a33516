import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/*
 * Benchmarks, not tests: `npm run bench:web` measures, prints and writes test-results/perf.json,
 * and asserts nothing about the numbers. Same server, browser and port rules as the e2e suite.
 */
export default defineConfig({
  ...e2e,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
});
