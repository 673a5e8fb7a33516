import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signInWithEmail } from '../api/authActions';
import { loginSchema, type LoginValues } from '../schemas';
import { FormField } from './FormField';

export const RESEND_LINK_TEXT = 'Need to confirm your email? Click to resend confirmation';

/** The Login tab's form (spec §2, §5). */
export function LoginForm({ onSignedIn, onResendClick }: { onSignedIn: () => void; onResendClick: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = async (values: LoginValues) => {
    if (await signInWithEmail(values)) onSignedIn();
  };

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <button type="submit" className="button button--primary auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </button>
      <button type="button" className="auth-form__link" onClick={onResendClick}>
        {RESEND_LINK_TEXT}
      </button>
    </form>
  );
}
