/** The one operator of the server under test: playwright.config.ts names it in BINGEABLE_ADMIN_EMAILS. */
export const ADMIN_EMAIL = 'e2e-operator@example.com';
