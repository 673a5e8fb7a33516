import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '@/components/dialog/Modal';
import { resendConfirmation } from '../api/authActions';

export const RESEND_DIALOG_TITLE = 'Resend Confirmation Email';

/**
 * Asks for a new confirmation mail. An empty address is answered with the spec's toast rather
 * than an inline message (spec §5), so the form has no schema.
 */
export function ResendDialog({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  const titleId = useId();
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: initialEmail } });
  const fieldId = useId();

  const onSubmit = async ({ email }: { email: string }) => {
    if (await resendConfirmation(email)) onClose();
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId} className="modal__title">
        {RESEND_DIALOG_TITLE}
      </h2>
      <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className="auth-field">
          <label htmlFor={fieldId}>Email</label>
          <input id={fieldId} type="email" autoComplete="email" {...register('email')} />
        </div>
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            Resend Email
          </button>
        </div>
      </form>
    </Modal>
  );
}
