import { PagePlaceholder } from '@/components/PagePlaceholder';

/** Profile (/profile), behind ProtectedRoute. */
export default function ProfilePage() {
  return <PagePlaceholder heading="Your Profile" />;
}
