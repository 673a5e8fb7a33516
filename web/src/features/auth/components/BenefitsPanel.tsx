const BENEFITS: readonly { title: string; text: string }[] = [
  { title: 'Personalized recommendations', text: 'Picks that learn from the shows and films you love.' },
  { title: 'Save your favorites', text: 'Keep favorites and a watch-later list for TV and movies.' },
  { title: 'Streaming links on every platform', text: 'See where each title streams across the major services.' },
  { title: 'Access on any device', text: 'Your lists follow you to your phone, tablet and computer.' },
];

/** Why sign in: the side panel shown on large screens only (spec §2); a region, as landmarks inside main should not be asides. */
export function BenefitsPanel() {
  return (
    <section className="auth-benefits" aria-labelledby="auth-benefits-title">
      <h2 id="auth-benefits-title">Why create an account?</h2>
      <ul>
        {BENEFITS.map((benefit) => (
          <li key={benefit.title}>
            <strong>{benefit.title}</strong>
            <span>{benefit.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
