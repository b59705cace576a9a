/**
 * Each licence's daily budget of model calls (a UTC day), shared by every instance: background scoring and lead
 * cards spend from the same budget, so a 10,000-lead import cannot run up an unbounded bill.
 */
export abstract class AnalysisBudget {
  /** Spends one call of today's budget; false, spending nothing, when `dailyLimit` calls were made today already. */
  abstract spend(licenceId: string, dailyLimit: number): Promise<boolean>;
}
