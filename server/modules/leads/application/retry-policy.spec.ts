import { LeadSourceUnavailableError } from '../domain/leads.errors.js';
import { SourceRetryPolicy } from './retry-policy.js';

/** A policy that notes each wait instead of sleeping. */
function recordingPolicy() {
  const waits: number[] = [];
  const policy = new SourceRetryPolicy();
  policy.sleep = async (ms) => void waits.push(ms);
  return { policy, waits };
}

const down = () => new LeadSourceUnavailableError('down', true);

describe('source retry policy', () => {
  it('retries an outage with exponential backoff, then gives up with the last error', async () => {
    const { policy, waits } = recordingPolicy();
    let calls = 0;
    await expect(policy.run(async () => { calls += 1; throw down(); })).rejects.toThrow('down');
    expect(calls).toBe(3);
    expect(waits).toEqual([2_000, 4_000]);
  });

  it('waits as long as Retry-After asks, and returns the answer that finally came', async () => {
    const { policy, waits } = recordingPolicy();
    let calls = 0;
    const result = await policy.run(async () => {
      calls += 1;
      if (calls === 1) throw new LeadSourceUnavailableError('429', true, 7_000);
      return 'rows';
    });
    expect(result).toBe('rows');
    expect(waits).toEqual([7_000]);
  });

  it('does not retry what another attempt cannot fix, nor wait longer than its cap', async () => {
    const { policy, waits } = recordingPolicy();
    await expect(policy.run(async () => { throw new LeadSourceUnavailableError('404', false); })).rejects.toThrow('404');
    await expect(policy.run(async () => { throw new LeadSourceUnavailableError('429', true, 3_600_000); })).rejects.toThrow('429');
    await expect(policy.run(async () => { throw new Error('bug'); })).rejects.toThrow('bug');
    expect(waits).toEqual([]);
  });
});
