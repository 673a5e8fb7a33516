/** Sends the browser to the payment provider's checkout page. Its own module so tests can replace it. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
