import { apiRequest } from '@/lib/apiRequest';
import type { ContactFormValues } from '../contactForm';

/**
 * POST /api/contact: the server stores the message and mails it to the operator. Any failure
 * (4xx such as a rate limit, 5xx, network) rejects, and the form shows 'Submission failed'.
 */
export async function sendContactMessage(values: ContactFormValues): Promise<void> {
  await apiRequest('POST', '/api/contact', {
    body: { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() },
  });
}
