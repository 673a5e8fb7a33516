/** The contact form's fields, rules and texts (spec §2 "Contact screen", §5, §8, §9). */

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', message: '' };

export const CONTACT_VALIDATION = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  message: 'Message must be at least 10 characters',
} as const;

/** The form sends nothing yet (spec §7): it waits this long, then reports success. */
export const SIMULATED_SEND_MS = 1_000;

export const CONTACT_TOASTS = {
  sent: { title: 'Message sent!', description: "Thanks for reaching out. We'll get back to you soon." },
  failed: {
    title: 'Submission failed',
    description: 'There was an error sending your message. Please try again.',
    variant: 'destructive',
  },
} as const;

/**
 * One @, something on both sides, a dot in the domain and no spaces: strict enough to catch
 * typos, loose enough never to refuse a real address.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Errors by field; an empty object means the form can be sent. Lengths count trimmed text. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (values.name.trim().length < 2) errors.name = CONTACT_VALIDATION.name;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = CONTACT_VALIDATION.email;
  if (values.message.trim().length < 10) errors.message = CONTACT_VALIDATION.message;
  return errors;
}

/** Stands in for the send call the spec does not have yet; resolves after {@link SIMULATED_SEND_MS}. */
export const sendContactMessage: (values: ContactFormValues) => Promise<void> = () =>
  new Promise((resolve) => setTimeout(resolve, SIMULATED_SEND_MS));
