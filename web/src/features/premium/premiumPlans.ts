/**
 * Content of the premium page (spec §2 "Premium page", §9). The spec names the seven compared
 * features and the free plan's five; the premium plan's twelve are not listed there, so the
 * list below is ours: the free five plus the seven premium features. What is not built yet is
 * marked coming soon, so the page never sells something a member cannot use.
 */

/** The price shown everywhere. The spec's page metadata quotes $4.99; the card's $3.99 wins. */
export const PREMIUM_PRICE = '$3.99';
export const PREMIUM_TIER = 'premium';
/** Placeholder plan id, in the pattern of the spec's 'price_pro' / 'price_ultra'. */
export const PREMIUM_PRICE_ID = 'price_premium';

export interface FeatureComparison {
  name: string;
  free: string;
  premium: string;
  /** Sold on the page but not built yet: the page says so rather than promise it (README, "Payments"). */
  comingSoon?: true;
}

export const FEATURE_COMPARISON: readonly FeatureComparison[] = [
  {
    name: 'Season Premiere Alerts',
    free: 'No alerts',
    premium: 'E-mail alerts 1-3 days before your favorite shows return',
    // The catalog's sources hold no dates of coming seasons.
    comingSoon: true,
  },
  {
    name: 'Advanced Dislike System',
    free: 'Disliked titles may come back',
    premium: 'Hide titles you dislike from every future recommendation',
  },
  {
    name: 'Priority Mood Engine',
    free: 'Mood picks shaped by your favorites',
    premium: 'Faster, deeper mood matching',
    comingSoon: true,
  },
  {
    name: 'Premium Bingeability Insights',
    free: 'Bingeability Score',
    premium: 'Score breakdown: rating, audience, story pull, run and episode length',
  },
  {
    name: 'Enhanced Couple Mode',
    free: 'Picks ranked for both of you',
    premium: 'Saved couple profiles',
  },
  {
    // The spec's cross-media screens give the filter to every signed-in member.
    name: 'Maturity Rating Filter',
    free: 'Included once you sign in',
    premium: 'Included',
  },
  {
    name: 'Early Access',
    free: 'Features when they launch',
    premium: 'Try new features before everyone else',
    comingSoon: true,
  },
];

/** One line of a plan card. */
export interface PlanFeature {
  text: string;
  comingSoon?: true;
}

export const FREE_FEATURES: readonly PlanFeature[] = [
  { text: 'Unlimited basic recommendations' },
  { text: 'Cross-media intelligence' },
  { text: 'Favorites and watchlist' },
  { text: 'Basic mood recommendations' },
  { text: 'Session history' },
];

export const PREMIUM_FEATURES: readonly PlanFeature[] = [
  { text: 'Everything in Free' },
  { text: 'Season premiere alerts 1-3 days before premieres', comingSoon: true },
  { text: 'Advanced dislike system' },
  { text: 'Priority mood engine', comingSoon: true },
  { text: 'Premium bingeability insights' },
  { text: 'Enhanced couple mode' },
  { text: 'Maturity rating filter' },
  { text: 'Early access to new features', comingSoon: true },
  { text: 'Ad-free loading screens' },
  { text: 'Unlimited "Get More" recommendations' },
  { text: 'Personalized weekly picks by e-mail' },
  { text: 'Priority support', comingSoon: true },
];

/** The label beside what is not built yet. */
export const COMING_SOON = 'Coming soon';

export const WHY_UPGRADE: readonly string[] = [
  'See what makes a show bingeable: its score broken down, factor by factor.',
  'Recommendations get sharper every time you hide something you did not enjoy.',
  'Less scrolling, more watching, for less than the price of a coffee a month.',
];

export const UPGRADE_TOASTS = {
  signInRequired: {
    title: 'Sign In Required',
    description: 'Please sign in to upgrade to premium features.',
    variant: 'destructive',
  },
  failed: {
    title: 'Upgrade Failed',
    description: 'Unable to process upgrade. Please try again or contact support.',
    variant: 'destructive',
  },
} as const;

/** Where a checkout returns to (the server's success and cancel addresses say the same). */
export const CHECKOUT_RETURN = {
  success: '/premium?checkout=success',
  cancelled: '/premium?checkout=cancelled',
} as const;
