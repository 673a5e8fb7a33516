import { bingeabilityVerdict } from '@/lib/recs';

/** Score out of 100 with the spec's verdict: above 80, above 60, otherwise weekly. */
export function BingeabilityBox({ score }: { score: number }) {
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
    </section>
  );
}
