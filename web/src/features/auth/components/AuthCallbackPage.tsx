import { PagePlaceholder } from '@/components/PagePlaceholder';

/** Authentication return page (/auth/callback). */
export default function AuthCallbackPage() {
  return <PagePlaceholder heading="Completing Sign In..." />;
}
