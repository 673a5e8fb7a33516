import { act, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { renderPage } from '@/test/renderApp';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.useRealTimers();
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
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(document.activeElement).toBe(field('Name'));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');

    // Fixing a field clears its message while typing.
    fireEvent.change(field('Name'), { target: { value: 'Sam' } });
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull();
  });

  it('reads Sending... for one second, then toasts and resets the form', async () => {
    await openPage();
    vi.useFakeTimers();
    fireEvent.change(field('Name'), { target: { value: 'Sam' } });
    fireEvent.change(field('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.change(field('Message'), { target: { value: 'Please add more anime.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(screen.queryByText('Message sent!')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('Message sent!')).toBeTruthy();
    expect(screen.getByText("Thanks for reaching out. We'll get back to you soon.")).toBeTruthy();
    expect(field('Name').value).toBe('');
    expect(field('Email').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });
});
