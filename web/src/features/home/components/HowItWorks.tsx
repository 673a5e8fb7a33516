const STEPS = [
  {
    title: 'Enter Your Favorites',
    text: 'Type the TV shows and movies you love, separated by commas.',
  },
  {
    title: 'AI Analysis',
    text: 'We compare genres, tone and storytelling across everything you entered.',
  },
  {
    title: 'Start Watching',
    text: 'Get picks with the streaming service that carries each one, and press play.',
  },
] as const;

/** The three-step 'How it works' (spec §2). */
export function HowItWorks() {
  return (
    <section className="home-steps" aria-labelledby="home-steps-title">
      <h2 id="home-steps-title">How it works</h2>
      <ol className="home-steps__list">
        {STEPS.map((step, index) => (
          <li key={step.title} className="home-steps__item">
            <span className="home-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
