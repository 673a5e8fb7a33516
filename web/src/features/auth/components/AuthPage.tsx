import { PagePlaceholder } from '@/components/PagePlaceholder';

/** Sign-in and registration (/auth). */
export default function AuthPage() {
  return <PagePlaceholder heading="Sign In to Bingeable" />;
}
