import { useSearchParams } from 'react-router';
import { useAuth } from '@/api/auth/useAuth';
import { useSubscription } from '@/api/subscription/useSubscription';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import {
  COMING_SOON,
  FEATURE_COMPARISON,
  FREE_FEATURES,
  PREMIUM_FEATURES,
  PREMIUM_PRICE,
  WHY_UPGRADE,
  type PlanFeature,
} from '../premiumPlans';
import { CurrentPlan } from './CurrentPlan';
import { UpgradeButton } from './UpgradeButton';
import './premium.css';

function ComingSoon() {
  return <span className="premium-soon">{COMING_SOON}</span>;
}

function FeatureList({ items, label }: { items: readonly PlanFeature[]; label: string }) {
  return (
    <ul className="premium-card__features" aria-label={label}>
      {items.map((item) => (
        <li key={item.text} className={item.comingSoon ? 'premium-card__feature--soon' : undefined}>
          <span className="premium-card__check" aria-hidden="true">
            {item.comingSoon ? '…' : '✓'}
          </span>
          {item.text}
          {item.comingSoon ? <> <ComingSoon /></> : null}
        </li>
      ))}
    </ul>
  );
}

/** Premium plans (/premium), spec §2 "Premium page". */
export default function PremiumPage() {
  useDocumentTitle(
    'Bingeable Premium - Smarter Recommendations | Bingeable',
    `Upgrade to Bingeable Premium for ${PREMIUM_PRICE}/month: an advanced dislike system, bingeability insights, ad-free loading screens and more.`,
  );
  const { user } = useAuth();
  const { status, loading } = useSubscription(user?.id);
  const [params] = useSearchParams();

  return (
    <div className="premium-page">
      <header className="premium-page__intro">
        <h1>Bingeable Premium</h1>
        <p className="muted">Smarter recommendations and fewer shows you'll never watch.</p>
      </header>
      <CurrentPlan userId={user?.id} status={status} loading={loading} checkout={params.get('checkout')} />

      <section aria-labelledby="premium-features-heading">
        <h2 id="premium-features-heading">Premium Features</h2>
        <ul className="premium-features">
          {FEATURE_COMPARISON.map((feature) => (
            <li key={feature.name} className="premium-feature">
              <h3>
                {feature.name}
                {feature.comingSoon ? <> <ComingSoon /></> : null}
              </h3>
              <dl>
                <div>
                  <dt>Free</dt>
                  <dd>{feature.free}</dd>
                </div>
                <div>
                  <dt>Premium</dt>
                  <dd>{feature.premium}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading">Choose Your Plan</h2>
        <div className="premium-plans">
          <article className="premium-card" aria-labelledby="free-plan-heading">
            <h3 id="free-plan-heading">Free</h3>
            <p className="premium-card__price">
              $0 <span className="premium-card__period">forever</span>
            </p>
            <FeatureList items={FREE_FEATURES} label="Free plan features" />
            <button type="button" className="button premium-card__button" disabled>
              {status.isPremium ? 'Free Plan' : 'Current Plan'}
            </button>
          </article>
          <article className="premium-card premium-card--featured" aria-labelledby="premium-plan-heading">
            <span className="premium-card__ribbon">Most Popular</span>
            <h3 id="premium-plan-heading">Premium</h3>
            <p className="premium-card__price">
              {PREMIUM_PRICE} <span className="premium-card__period">per month</span>
            </p>
            <FeatureList items={PREMIUM_FEATURES} label="Premium plan features" />
            {status.isPremium ? (
              <button type="button" className="button premium-card__button" disabled>
                Current Plan
              </button>
            ) : (
              <UpgradeButton />
            )}
          </article>
        </div>
      </section>

      <section className="premium-why" aria-labelledby="why-upgrade-heading">
        <h2 id="why-upgrade-heading">Why Upgrade</h2>
        <ul>
          {WHY_UPGRADE.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p className="muted">Cancel anytime. Your favorites and watch list stay yours on the free plan.</p>
      </section>
    </div>
  );
}
