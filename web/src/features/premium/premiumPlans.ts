/**
 * Content of the premium page (spec §2 "Premium page", §9). The spec names the seven compared
 * features and the free plan's five; the premium plan's twelve are not listed there, so the
 * list below is ours: the free five plus the seven premium features.
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
}

export const FEATURE_COMPARISON: readonly FeatureComparison[] = [
  {
    name: 'Season Premiere Alerts',
    free: 'No alerts',
    premium: 'E-mail alerts 1-3 days before your favorite shows return',
  },
  {
    name: 'Advanced Dislike System',
    free: 'Disliked titles may come back',
    premium: 'Hide titles you dislike from every future recommendation',
  },
  {
    name: 'Priority Mood Engine',
    free: 'Standard mood recommendations',
    premium: 'Faster, deeper mood matching that learns from your favorites',
  },
  {
    name: 'Premium Bingeability Insights',
    free: 'Bingeability Score',
    premium: 'Score breakdown: rating, audience, story pull, run and episode length',
  },
  {
    name: 'Enhanced Couple Mode',
    free: 'Blend two people’s tastes',
    premium: 'Saved couple profiles and compromise picks ranked for both',
  },
  {
    name: 'Maturity Rating Filter',
    free: 'All ratings',
    premium: 'Keep recommendations within the rating you choose',
  },
  {
    name: 'Early Access',
    free: 'Features when they launch',
    premium: 'Try new features before everyone else',
  },
];

export const FREE_FEATURES: readonly string[] = [
  'Unlimited basic recommendations',
  'Cross-media intelligence',
  'Favorites and watchlist',
  'Basic mood recommendations',
  'Session history',
];

export const PREMIUM_FEATURES: readonly string[] = [
  'Everything in Free',
  'Season premiere alerts 1-3 days before premieres',
  'Advanced dislike system',
  'Priority mood engine',
  'Premium bingeability insights',
  'Enhanced couple mode',
  'Maturity rating filter',
  'Early access to new features',
  'Ad-free loading screens',
  'Unlimited "Get More" recommendations',
  'Personalized weekly picks by e-mail',
  'Priority support',
];

export const WHY_UPGRADE: readonly string[] = [
  'Never miss a premiere: we e-mail you before your shows come back.',
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
