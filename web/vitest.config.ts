import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // A ceiling, not a measurement: jsdom page tests on two shared cores can
      // take several seconds when the whole suite runs in parallel.
      testTimeout: 20_000,
    },
  }),
);
