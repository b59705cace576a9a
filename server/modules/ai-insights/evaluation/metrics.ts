/** One labelled example: what it is, and what the analyzer said. */
export interface Prediction<T> {
  actual: T;
  predicted: T;
}

export interface ClassScores {
  precision: number;
  recall: number;
  f1: number;
  /** Examples whose actual class this is. */
  support: number;
}

/** A ratio that is 0 rather than NaN when there is nothing to divide: a missing class scores nothing, not "unknown". */
export function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

export function accuracy<T>(predictions: Prediction<T>[]): number {
  return ratio(predictions.filter((p) => p.actual === p.predicted).length, predictions.length);
}

/**
 * Precision, recall and F1 of one class. Any other prediction for an example of this class is a miss, so an analyzer
 * that answers "unknown" loses recall here without gaining precision elsewhere.
 */
export function classScores<T>(predictions: Prediction<T>[], label: T): ClassScores {
  const truePositives = predictions.filter((p) => p.actual === label && p.predicted === label).length;
  const predicted = predictions.filter((p) => p.predicted === label).length;
  const support = predictions.filter((p) => p.actual === label).length;
  const precision = ratio(truePositives, predicted);
  const recall = ratio(truePositives, support);
  return { precision, recall, f1: ratio(2 * truePositives, predicted + support), support };
}

/** The unweighted mean of the classes' F1: a rare class counts as much as a common one ("always rent" scores badly). */
export function macroF1<T>(predictions: Prediction<T>[], labels: readonly T[]): number {
  return labels.reduce((sum, label) => sum + classScores(predictions, label).f1, 0) / labels.length;
}

export function recall(found: number, stated: number): number {
  return ratio(found, stated);
}

/**
 * ROC AUC as the Mann-Whitney statistic: the chance that a random positive scores above a random negative, a tie
 * counting one half. Ranks are averaged over ties, which gives exactly that.
 */
export function rocAuc(examples: { score: number; positive: boolean }[]): number {
  const positives = examples.filter((e) => e.positive).length;
  const negatives = examples.length - positives;
  if (positives === 0 || negatives === 0) throw new Error('ROC AUC needs at least one positive and one negative example');
  const sorted = [...examples].sort((a, b) => a.score - b.score);
  let positiveRankSum = 0;
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1].score === sorted[start].score) end++;
    // Ranks start + 1 .. end + 1 (1-based), shared equally by the tied run.
    const midRank = (start + end + 2) / 2;
    for (let i = start; i <= end; i++) if (sorted[i].positive) positiveRankSum += midRank;
    start = end + 1;
  }
  return (positiveRankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** The nearest-rank percentile: the smallest value with at least p% of the values at or below it. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}
