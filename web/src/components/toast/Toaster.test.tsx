import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { toast, toastStore } from './useToast';
import { TOAST_REMOVE_DELAY_MS } from './toastStore';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    toastStore.dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  });
  vi.useRealTimers();
});

function swipe(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { clientX: 100 });
  fireEvent.pointerMove(element, { clientX: 100 + distance });
  fireEvent.pointerUp(element, { clientX: 100 + distance });
}

describe('<Toaster />', () => {
  it('shows the two newest toasts, newest first, with title and description', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'More detail' });
      toast({ title: 'Third' });
    });
    const items = screen.getAllByTestId('toast');
    expect(items.map((el) => el.querySelector('.toast__title')?.textContent)).toEqual(['Third', 'Second']);
    expect(screen.getByText('More detail')).toBeTruthy();
  });

  it('announces destructive toasts as alerts', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Sign in failed', variant: 'destructive' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Sign in failed');
  });

  it('hides a toast when its close button is pressed', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Bye' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Bye')).toBeNull();
  });

  it('hides a toast after its duration', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Brief', duration: 2_000 });
    });
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.queryByText('Brief')).toBeNull();
  });

  it('dismisses on a swipe past 50 px, either way', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Right' });
    });
    swipe(screen.getByTestId('toast'), 51);
    expect(screen.queryByText('Right')).toBeNull();

    act(() => {
      toast({ title: 'Left' });
    });
    swipe(screen.getByTestId('toast'), -60);
    expect(screen.queryByText('Left')).toBeNull();
  });

  it('snaps back on a swipe of 50 px or less', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Stay' });
    });
    const item = screen.getByTestId('toast');
    swipe(item, 50);
    expect(screen.getByText('Stay')).toBeTruthy();
    expect(item.style.transform).toBe('');
  });
});
