import { z } from 'zod';

/**
 * The contact form's fields, rules and texts (spec §2 "Contact screen", §5, §8, §9). Beyond the
 * spec's simulated send, the message goes to the server (`api/sendContactMessage`), which also
 * bounds the lengths: name 100, message 5000 characters.
 */

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', message: '' };

/** The server's upper bounds (docs/API.md "Contact"), so the fields stop where it would refuse. */
export const CONTACT_MAX_LENGTH = { name: 100, email: 254, message: 5_000 } as const;

export const CONTACT_VALIDATION = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  message: 'Message must be at least 10 characters',
} as const;

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

/** The rules (spec §5), plus the server's upper bounds; lengths count trimmed text. */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { error: CONTACT_VALIDATION.name })
    .max(CONTACT_MAX_LENGTH.name, { error: `Name must be at most ${CONTACT_MAX_LENGTH.name} characters` }),
  email: z.string().trim().max(CONTACT_MAX_LENGTH.email, { error: CONTACT_VALIDATION.email }).regex(EMAIL_PATTERN, {
    error: CONTACT_VALIDATION.email,
  }),
  message: z
    .string()
    .trim()
    .min(10, { error: CONTACT_VALIDATION.message })
    .max(CONTACT_MAX_LENGTH.message, { error: `Message must be at most ${CONTACT_MAX_LENGTH.message} characters` }),
});

/** Errors by field (the first of each); an empty object means the form can be sent. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const result = contactSchema.safeParse(values);
  const errors: ContactFormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof ContactFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}
