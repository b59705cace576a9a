// Percentiles of the raw insert loop's latencies, rounded like autocannon's, so both kinds of rows compare.
function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function latencySummary(latenciesMs) {
  const sorted = Float64Array.from(latenciesMs).sort();
  return { p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)) };
}
