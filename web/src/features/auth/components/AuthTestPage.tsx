import { PagePlaceholder } from '@/components/PagePlaceholder';

/** Authentication diagnostics, debug (/auth/test). */
export default function AuthTestPage() {
  return <PagePlaceholder heading="Authentication Diagnostics" />;
}
