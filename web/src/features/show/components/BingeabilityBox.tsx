import { Link } from 'react-router';
import { bingeabilityVerdict, type BingeabilityFactor } from '@/lib/recs';

interface BingeabilityBoxProps {
  score: number;
  /** The server sends it to premium members only ("Premium Bingeability Insights"). */
  breakdown?: readonly BingeabilityFactor[] | null;
}

/** Score out of 100 with the spec's verdict: above 80, above 60, otherwise weekly. */
export function BingeabilityBox({ score, breakdown = null }: BingeabilityBoxProps) {
  const verdict = bingeabilityVerdict(score);
  return (
    <section className="bingeability" aria-labelledby="bingeability-heading" data-testid="bingeability-box">
      <h2 id="bingeability-heading" className="bingeability__heading">
        Bingeability Score
      </h2>
      <p className="bingeability__score">
        <span data-testid="bingeability-score">{score}</span>
        <span className="bingeability__max">/100</span>
      </p>
      <meter className="bingeability__meter" min={0} max={100} low={61} high={81} optimum={100} value={score}>
        {score} out of 100
      </meter>
      <p className="bingeability__verdict">
        This show is <strong data-testid="bingeability-verdict">{verdict}</strong>.
      </p>
      {breakdown && breakdown.length > 0 ? (
        <Breakdown factors={breakdown} />
      ) : (
        <p className="bingeability__upsell">
          <Link to="/premium">See what makes up this score with Premium</Link>
        </p>
      )}
    </section>
  );
}

/** Each factor's points out of its share of the 100; the points add up to the score. */
function Breakdown({ factors }: { factors: readonly BingeabilityFactor[] }) {
  return (
    <dl className="bingeability__breakdown" data-testid="bingeability-breakdown" aria-label="Score breakdown">
      {factors.map((factor) => (
        <div key={factor.name} className="bingeability__factor">
          <dt>
            <span>{factor.name}</span>
            <span className="bingeability__points">
              {factor.points} of {factor.max_points}
            </span>
          </dt>
          <dd>
            <meter min={0} max={factor.max_points} value={factor.points} aria-label={`${factor.name}: ${factor.points} of ${factor.max_points} points`} />
            {factor.reading ? <span className="bingeability__reading">{factor.reading}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
