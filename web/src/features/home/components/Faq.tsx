/*
 * The nav's FAQ link points at /#faq (accounts-navigation §2); the spec names the anchor but not
 * its content, so these answers describe what the product really does, nothing it does not.
 */
const QUESTIONS = [
  {
    q: 'How does Bingeable pick what to recommend?',
    a: 'We compare what you typed with every title we know: what the stories are about, their genres, the people who made them, their audience and era. Well-loved titles get a small lift, but what you typed comes first.',
  },
  {
    q: 'Which streaming services do you cover?',
    a: 'Netflix, Prime Video, Disney+, Max, Hulu, Apple TV+, Paramount+ and Peacock. Every pick says where it streams, and a title we cannot place on any of them is never recommended.',
  },
  {
    q: 'Can I mix TV shows and movies?',
    a: 'Yes. Type both: the TV Shows page recommends series and the Movies page recommends films, each informed by everything you entered.',
  },
  {
    q: 'What if we want something to watch together?',
    a: 'Use Couples: each of you enters your own favourites and we look for picks you would both enjoy, and say what each of you gets from them.',
  },
  {
    q: 'Do I need an account?',
    a: 'No. Recommendations, couples, mood picks and your session history work without one. An account lets you keep favourites and a watch-later list.',
  },
  {
    q: 'Will I see the same titles again?',
    a: 'Not when you ask for more: everything already shown in this session is left out, so each round brings new picks.',
  },
] as const;

/** Frequently asked questions on the home page, the target of the nav's FAQ link. */
export function Faq() {
  return (
    <section id="faq" className="home-faq" aria-labelledby="home-faq-title">
      <h2 id="home-faq-title">Frequently asked questions</h2>
      {QUESTIONS.map(({ q, a }) => (
        <details key={q} className="home-faq__item">
          <summary>{q}</summary>
          <p>{a}</p>
        </details>
      ))}
    </section>
  );
}
