import { PagePlaceholder } from '@/components/PagePlaceholder';

/** E-mail confirmation (/email-confirmation and /auth/verify). */
export default function EmailConfirmationPage() {
  return <PagePlaceholder heading="Email Confirmation" />;
}
