/**
 * LEAD_SCORE_THRESHOLDS of shared/limits.ts, written out: importing that module here would split it into a chunk
 * of its own, one more request on every form page, where the script budget is tight. LeadScore.test.tsx checks
 * that the two agree.
 */
export const SCORE_THRESHOLDS = { high: 70, medium: 40 } as const;

export type ScoreLevel = 'high' | 'medium' | 'low';

export const LEVEL_LABELS: Record<ScoreLevel, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** A score as shown: a whole number within 0-100. */
export function shownScore(score: number): number {
  return Math.min(100, Math.max(0, Math.round(score)));
}

/** Spec: above 70 green, above 40 yellow, otherwise red. */
export function scoreLevel(score: number): ScoreLevel {
  if (score > SCORE_THRESHOLDS.high) return 'high';
  if (score > SCORE_THRESHOLDS.medium) return 'medium';
  return 'low';
}

/** The score as a number, a word (High/Medium/Low: colour is never the only signal) and a coloured bar. */
export function LeadScore({ score }: { score: number }) {
  const value = shownScore(score);
  const level = scoreLevel(value);
  return (
    <div className={`portal-score portal-score--${level}`}>
      <p className="portal-score__heading">Lead score</p>
      <p className="portal-score__value">
        <span className="portal-score__number">{value}</span>
        <span className="portal-score__max">/ 100</span>
        <span className="portal-score__label">{LEVEL_LABELS[level]}</span>
      </p>
      {/* A <progress> rather than a width style, which the CSP forbids; the figures above already say it all. */}
      <progress className="portal-score__bar" max={100} value={value} aria-hidden="true" />
    </div>
  );
}

/** The compact form for a table cell: the number and the word, in the level's colour. */
export function ScoreBadge({ score }: { score: number }) {
  const value = shownScore(score);
  const level = scoreLevel(value);
  return (
    <span className={`portal-score-badge portal-score--${level}`}>
      <span className="portal-score-badge__number">{value}</span>
      <span className="portal-score-badge__label">{LEVEL_LABELS[level]}</span>
    </span>
  );
}
