/**
 * Full page loads (sign-out and the end of a sign-in reload the app so every cache starts
 * clean). Behind an object so tests can spy on it: jsdom does not implement navigation.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
