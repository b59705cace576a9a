/** What a sign-in attempt on a known licence came to. (An unknown key has no licence to log it under.) */
export type SignInOutcome = 'code-sent' | 'code-still-valid' | 'code-limit' | 'signed-in' | 'wrong-code' | 'code-expired' | 'code-burnt';

export const SIGN_IN_LOG_DAYS = 90;

export interface SignInEntry {
  at: Date;
  outcome: SignInOutcome;
  /** 12 characters of an HMAC of the client address: the same address shows the same value, and cannot be read back. */
  address: string;
}

/** A licence's sign-in log, for the admin's `licence activity`: kept SIGN_IN_LOG_DAYS days. */
export abstract class SignInLog {
  abstract record(licenceId: string, outcome: SignInOutcome, address: string): Promise<void>;
  /** Newest first. */
  abstract list(licenceId: string, limit: number): Promise<SignInEntry[]>;
}
