import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import {
  CONTACT_TOASTS,
  EMPTY_CONTACT_FORM,
  sendContactMessage,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormValues,
} from '../contactForm';

type Field = keyof ContactFormValues;

const FIELDS: readonly { name: Field; label: string; type: 'text' | 'email' | 'textarea'; autoComplete: string; placeholder: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', placeholder: 'Your name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off', placeholder: 'How can we help?' },
];

/**
 * Idle, then 'Sending...', then a success toast and an empty form (spec §2). Errors show under
 * each field once the form was submitted, and focus moves to the first invalid field.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as Field;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Once an error shows, it updates as the visitor types so it disappears when fixed.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateContactForm(next)[field] }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContactForm(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((f) => found[f.name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(values);
      toast(CONTACT_TOASTS.sent);
      setValues(EMPTY_CONTACT_FORM);
    } catch {
      toast(CONTACT_TOASTS.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} className="contact-form" onSubmit={onSubmit} noValidate aria-label="Contact form">
      {FIELDS.map((field) => {
        const id = `contact-${field.name}`;
        const errorId = `${id}-error`;
        const error = errors[field.name];
        const common = {
          id,
          name: field.name,
          value: values[field.name],
          onChange,
          autoComplete: field.autoComplete,
          placeholder: field.placeholder,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          disabled: sending,
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
      <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
