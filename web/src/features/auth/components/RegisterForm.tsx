import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { registerWithEmail } from '../api/authActions';
import { registerSchema, type RegisterValues } from '../schemas';
import { FormField } from './FormField';

/** The Register tab's form (spec §2, §5). */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', username: '', password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: RegisterValues) => {
    if (!(await registerWithEmail(values))) return;
    reset();
    onRegistered();
  };

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
      <FormField label="Username" autoComplete="username" registration={register('username')} error={errors.username?.message} />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <button type="submit" className="button button--primary auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
