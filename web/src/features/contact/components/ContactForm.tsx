import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/toast';
import { sendContactMessage } from '../api/sendContactMessage';
import { CONTACT_MAX_LENGTH, CONTACT_TOASTS, EMPTY_CONTACT_FORM, contactSchema, type ContactFormValues } from '../contactForm';

type Field = keyof ContactFormValues;

const FIELDS: readonly { name: Field; label: string; type: 'text' | 'email' | 'textarea'; autoComplete: string; placeholder: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', placeholder: 'Your name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off', placeholder: 'How can we help?' },
];

/**
 * Idle, then 'Sending...' until the server answers, then a success toast and an empty form (spec
 * §2); a failure toasts 'Submission failed' and keeps what was typed. Errors show under each field
 * once the form was submitted, update while typing, and focus moves to the first invalid field.
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY_CONTACT_FORM });

  const onSubmit = async (values: ContactFormValues) => {
    try {
      await sendContactMessage(values);
      toast(CONTACT_TOASTS.sent);
      reset(EMPTY_CONTACT_FORM);
    } catch {
      toast(CONTACT_TOASTS.failed);
    }
  };

  return (
    <form className="contact-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact form">
      {FIELDS.map((field) => {
        const id = `contact-${field.name}`;
        const errorId = `${id}-error`;
        const error = errors[field.name]?.message;
        const common = {
          id,
          ...register(field.name),
          autoComplete: field.autoComplete,
          placeholder: field.placeholder,
          maxLength: CONTACT_MAX_LENGTH[field.name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          // Read-only rather than disabled while sending: react-hook-form leaves disabled fields
          // out of the values it submits.
          readOnly: isSubmitting,
        };
        return (
          <div key={field.name} className="contact-form__field">
            <label htmlFor={id}>{field.label}</label>
            {field.type === 'textarea' ? <textarea rows={6} {...common} /> : <input type={field.type} {...common} />}
            {error ? (
              <p id={errorId} className="contact-form__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
