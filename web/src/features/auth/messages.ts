import type { ToastInput } from '@/components/toast';

/** Every auth text of the spec (accounts-navigation §5, §8), verbatim. */
export const VALIDATION = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  username: 'Username must be at least 3 characters',
  passwordsDiffer: "Passwords don't match",
} as const;

/** Spec §5: how a sign-in with an unconfirmed address is shown. */
export const UNCONFIRMED_EMAIL = 'Please check your email and click the confirmation link before signing in.';

const destructive = (title: string, description: string): ToastInput => ({ title, description, variant: 'destructive' });

export const AUTH_TOASTS = {
  signInFailed: (message?: string) => destructive('Sign in failed', message || 'An error occurred during sign in.'),
  signUpFailed: (message?: string) => destructive('Sign up failed', message || 'An error occurred during sign up.'),
  oauthError: (message: string, status: number) => destructive('Authentication Error', `${message} (${status})`),
  configurationError: destructive('Configuration Error', 'OAuth provider not properly configured'),
  oauthStartFailed: destructive('Authentication Failed', 'Unable to start authentication. Please try again.'),
  emailRequired: destructive('Email required', 'Please enter your email address.'),
  resendFailed: (message?: string) => destructive('Resend failed', message || 'Failed to resend confirmation email.'),
  emailSent: { title: 'Email sent!' } satisfies ToastInput,
  unexpected: destructive('Error', 'An unexpected error occurred. Please try again.'),
  welcomeBack: { title: 'Welcome back!', description: 'You have successfully signed in.' } satisfies ToastInput,
  checkEmail: {
    title: 'Check your email!',
    description: 'We sent you a confirmation link. Please check your email to verify your account.',
    duration: 10_000,
  } satisfies ToastInput,
  accountCreated: { title: 'Welcome to Bingeable!', description: 'Your account has been created successfully.' } satisfies ToastInput,
} as const;

/** The return page's toasts (spec §8), by what went wrong. */
export const CALLBACK_TOASTS = {
  cancelled: destructive('Authentication cancelled', "You cancelled the authentication process. Please try again when you're ready."),
  invalidRequest: destructive('Invalid request', 'There was a problem with the authentication request. Please try again.'),
  failed: (description: string) => destructive('Authentication failed', description),
  sessionError: destructive('Session error', 'Failed to establish your session. Please try signing in again.'),
  exchangeError: destructive('Authentication error', 'Failed to complete the authentication process. Please try again.'),
  invalidResponse: destructive('Invalid response', 'No valid authentication data was received. Please try signing in again.'),
  signInError: destructive('Sign in error', 'There was a problem completing your sign in. Please try again.'),
  unexpected: destructive('Unexpected error', 'Something went wrong during authentication. Please try again.'),
  emailVerified: { title: 'Email verified' } satisfies ToastInput,
} as const;

export const CALLBACK_TEXT = {
  noData: 'No authentication data received. Please try signing in again.',
  profileRetriesExhausted: 'Failed to create user profile after multiple attempts',
  noSession: 'No authentication session found',
  success: 'Success! Redirecting...',
} as const;

export const CONFIRMATION_TEXT = {
  invalidLink: 'Invalid or expired confirmation link. Please request a new verification email.',
  failedToVerify: (message: string) => `Failed to verify email: ${message}`,
  failedToast: destructive('Confirmation failed', 'There was a problem confirming your email. Please try again or contact support.'),
} as const;
