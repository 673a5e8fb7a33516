import { z } from 'zod';
import { VALIDATION } from './messages';

/** Spec §5 login rules. */
export const loginSchema = z.object({
  email: z.email({ error: VALIDATION.email }),
  password: z.string().min(6, { error: VALIDATION.password }),
});

/** Spec §5 register rules; a mismatch is reported on confirmPassword. */
export const registerSchema = z
  .object({
    email: z.email({ error: VALIDATION.email }),
    username: z.string().trim().min(3, { error: VALIDATION.username }),
    password: z.string().min(6, { error: VALIDATION.password }),
    confirmPassword: z.string().min(6, { error: VALIDATION.password }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: VALIDATION.passwordsDiffer,
    path: ['confirmPassword'],
  });

export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
