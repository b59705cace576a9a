import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../common/time/clock.js';
import { AnalysisBudget } from '../../ports/analysis-budget.js';

/** One row per licence: today's date (UTC) and the calls made on it; a new day starts the count again. */
@Injectable()
export class TypeormAnalysisBudget extends AnalysisBudget {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  async spend(licenceId: string, dailyLimit: number): Promise<boolean> {
    if (dailyLimit <= 0) return false;
    const today = this.clock.now().toISOString().slice(0, 10);
    // One statement, so instances spending at once never pass the limit between them: the row lock orders them, and
    // the WHERE refuses the call that would go over (no row returned). An INSERT's query() answers with the rows alone.
    const rows = (await this.dataSource.query(
      `INSERT INTO ai_call_budget (licence_id, day, calls) VALUES ($1, $2::date, 1)
       ON CONFLICT (licence_id) DO UPDATE
          SET calls = CASE WHEN ai_call_budget.day = EXCLUDED.day THEN ai_call_budget.calls + 1 ELSE 1 END, day = EXCLUDED.day
        WHERE ai_call_budget.day <> EXCLUDED.day OR ai_call_budget.calls < $3
       RETURNING calls`,
      [licenceId, today, dailyLimit],
    )) as unknown[];
    return rows.length > 0;
  }
}
