/**
 * LEAD_SCORE_THRESHOLDS of shared/limits.ts, written out: importing that module here would split it into a chunk
 * of its own, one more request on every form page, where the script budget is tight. LeadScore.test.tsx checks
 * that the two agree.
 */
export const SCORE_THRESHOLDS = { high: 70, medium: 40 } as const;

/** The bands the lead list filters by (ScoreBand of shared/api.ts): the score's colour has a word beside it. */
export type ScoreLevel = 'hot' | 'warm' | 'cold';

export const LEVEL_LABELS: Record<ScoreLevel, string> = { hot: 'Hot', warm: 'Warm', cold: 'Cold' };

/** A score as shown: a whole number within 0-100. */
export function shownScore(score: number): number {
  return Math.min(100, Math.max(0, Math.round(score)));
}

/** Spec: above 70 green, above 40 yellow, otherwise red. */
export function scoreLevel(score: number): ScoreLevel {
  if (score > SCORE_THRESHOLDS.high) return 'hot';
  if (score > SCORE_THRESHOLDS.medium) return 'warm';
  return 'cold';
}

/** The score as a number, a word (Hot/Warm/Cold: colour is never the only signal) and a coloured bar. */
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
