import { onTestFinished } from 'vitest';
import { toastStore, type ToastInput } from '@/components/toast';

/**
 * Records every toast raised while a test runs, in order, including ones the two-toast limit
 * or a redirect would already have hidden. Stops listening when the test ends.
 */
export function recordToasts() {
  const seen = new Set(toastStore.getToasts().map((t) => t.id));
  const raised: ToastInput[] = [];
  const stop = toastStore.subscribe(() => {
    for (const item of [...toastStore.getToasts()].reverse()) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      raised.push(item);
    }
  });
  onTestFinished(stop);
  return {
    raised,
    titles: () => raised.map((t) => t.title),
  };
}
