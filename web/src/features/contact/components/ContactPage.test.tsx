import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { json, mockApi } from '@/test/mockApi';
import { renderPage } from '@/test/renderApp';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

async function openPage() {
  renderPage('/contact-us');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

describe('contact page', () => {
  it('shows the e-mail, a social handle and the response time', async () => {
    await openPage();
    expect(screen.getAllByRole('link', { name: 'hello@bingeable.app' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /@bingeableapp/ })).toBeTruthy();
    expect(screen.getByText(/24-48 hours/)).toBeTruthy();
  });

  it('shows each validation message and focuses the first invalid field', async () => {
    await openPage();
    fireEvent.change(field('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    // Validation runs asynchronously (react-hook-form with the zod schema).
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');

    // Fixing a field clears its message while typing.
    fireEvent.change(field('Name'), { target: { value: 'Sam' } });
    await waitFor(() => expect(screen.queryByText('Name must be at least 2 characters')).toBeNull());
  });

  function fillForm() {
    fireEvent.change(field('Name'), { target: { value: ' Sam ' } });
    fireEvent.change(field('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.change(field('Message'), { target: { value: 'Please add more anime.' } });
  }

  it('reads Sending... until the server answers, then toasts and resets the form', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = mockApi({ 'POST /api/contact': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await openPage();
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(screen.queryByText('Message sent!')).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ name: 'Sam', email: 'sam@example.com', message: 'Please add more anime.' });

    await act(async () => answer(json({ id: 'c0ffee' }, 201)));
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    expect(screen.getByText("Thanks for reaching out. We'll get back to you soon.")).toBeTruthy();
    expect(field('Name').value).toBe('');
    expect(field('Email').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it.each([
    ['a rate limit', 429],
    ['a server failure', 500],
  ])("shows 'Submission failed' on %s and keeps what was typed", async (_, status) => {
    mockApi({ 'POST /api/contact': () => json({ error: 'Too many messages.' }, status) });
    await openPage();
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Submission failed')).toBeTruthy();
    expect(screen.getByText('There was an error sending your message. Please try again.')).toBeTruthy();
    expect(field('Message').value).toBe('Please add more anime.');
    // The toast comes from the submit handler; the button reads 'Send Message' again one render
    // later, when the form leaves its submitting state (a race under load if not awaited).
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeTruthy();
  });
});
