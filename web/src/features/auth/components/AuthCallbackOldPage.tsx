import { PagePlaceholder } from '@/components/PagePlaceholder';

/** Older authentication return page (/auth/callback-old). */
export default function AuthCallbackOldPage() {
  return <PagePlaceholder heading="Completing Sign In..." />;
}
