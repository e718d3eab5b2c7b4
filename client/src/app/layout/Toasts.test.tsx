import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { notifySuccess } from '@/lib/notify';
import { Toasts } from './Toasts';

function matchWidth(width: number) {
  window.matchMedia = jest.fn((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    };
  }) as unknown as typeof window.matchMedia;
}

const container = () => document.querySelector<HTMLElement>('.Toastify__toast-container');
const toastTexts = () => [...document.querySelectorAll('.Toastify__toast')].map((element) => element.textContent);
/** The toasts showing, leaving out those on their way out (an exit animation's class, e.g. `Toastify__bounce-exit--top-right`). */
const showingTexts = () =>
  [...document.querySelectorAll('.Toastify__toast:not([class*="-exit"])')].map((element) => element.textContent);

describe('Toast area', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('shows at most three toasts at once, top-right, newest first', async () => {
    render(<Toasts />);
    act(() => {
      for (const n of [1, 2, 3, 4]) notifySuccess(`Saved ${n}`);
    });
    await screen.findByText('Saved 3');
    expect(toastTexts()).toEqual(['Saved 3', 'Saved 2', 'Saved 1']);
    expect(screen.queryByText('Saved 4')).not.toBeInTheDocument();
    expect(container()).toHaveClass('Toastify__toast-container--top-right');
  });

  it('shows one toast at a time at 360 px, the newest replacing the others, so that they never stack over the page', async () => {
    matchWidth(360);
    render(<Toasts />);
    act(() => notifySuccess('Login successful!'));
    await screen.findByText('Login successful!');
    act(() => notifySuccess('Cart updated successfully'));
    await screen.findByText('Cart updated successfully');
    act(() => notifySuccess('Item removed from cart'));
    await screen.findByText('Item removed from cart');
    await waitFor(() => expect(showingTexts()).toEqual(['Item removed from cart']));
  });

  it('still shows up to three at once at 1280 px', async () => {
    matchWidth(1280);
    render(<Toasts />);
    act(() => {
      for (const n of [1, 2, 3]) notifySuccess(`Saved ${n}`);
    });
    await screen.findByText('Saved 3');
    expect(showingTexts()).toEqual(['Saved 3', 'Saved 2', 'Saved 1']);
  });

  it('keeps the toasts below the header at 360 px, clear of the menu button', async () => {
    matchWidth(360);
    render(<Toasts />);
    act(() => notifySuccess('Cart updated successfully'));
    await screen.findByText('Cart updated successfully');
    // The header is 4rem (h-16) high; the toasts start below it.
    expect(container()?.style.top).toBe('4.5rem');
  });

  it('keeps the toasts below the header at 1280 px too, clear of its links', async () => {
    matchWidth(1280);
    render(<Toasts />);
    act(() => notifySuccess('Cart updated successfully'));
    await screen.findByText('Cart updated successfully');
    expect(container()?.style.top).toBe('4.5rem');
  });
});
