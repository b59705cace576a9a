import { Logger, type LoggerService } from '@nestjs/common';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import pLimit, { type LimitFunction } from 'p-limit';
import type { AiAnalysis, AiAnalysisRequest } from '../../../../../shared/api.js';
import { AnalyzerBusyError } from '../../domain/analysis.errors.js';
import { offlineAnalyzerVersion } from '../../domain/analyzer-version.js';
import { moneyOf } from '../../domain/budget.js';
import { scoreLead } from '../../domain/lead-scorer.js';
import { boundModelScore } from '../../domain/model-score.js';
import { mergeReportedSignals } from '../../domain/reported-signals.js';
import { extractSignals, type LeadSignals } from '../../domain/signals.js';
import { unsupportedMoney } from '../../domain/supported-money.js';
import type { AnalysisBudget } from '../../ports/analysis-budget.js';
import { LeadAnalyzer, type AnalysisContext } from '../../ports/lead-analyzer.js';
import { analyzeOffline } from '../offline/offline-lead-analyzer.js';
import { leadMessage, SYSTEM_PROMPT } from './lead-prompt.js';
import { MODEL_ANSWER_SCHEMA } from './model-answer-schema.js';
import { InvalidModelAnswer, parseModelAnswer, type ModelAnswer } from './parse-model-answer.js';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const OPENAI_TIMEOUT_MS = 15_000;
const RETRY_DELAY_MS = 500;
// A server that asks for a longer pause will not be ready in time for someone waiting on the card: fall back instead.
const MAX_RETRY_WAIT_MS = 2_000;
/** Background scoring's pause after a 429 that names no wait. */
const RATE_LIMIT_PAUSE_MS = 30_000;
const LONGEST_PAUSE_MS = 60 * 60 * 1000;
export const DEFAULT_OPENAI_DAILY_CALLS = 2_000;
export const DEFAULT_OPENAI_CONCURRENCY = 4;

export interface OpenAiSettings {
  apiKey: string;
  /** Any OpenAI-compatible server, e.g. http://localhost:11434/v1; the SDK's default (api.openai.com) when unset. */
  baseURL?: string;
  model?: string;
  /** Per attempt. Injectable so tests need not wait 15 s. */
  timeoutMs?: number;
  /** Pause before the one retry when the server gives no Retry-After. */
  retryDelayMs?: number;
  /** Model calls a licence may make a UTC day (analyses that name their licence); beyond it, 'offline-budget'. */
  dailyCalls?: number;
  /** Background analyses in flight at once: a 50-lead batch must not open 50 calls to a rate-limited API. */
  concurrency?: number;
}

/** The model could not or would not answer (a refusal, an empty or truncated reply). */
class NoModelAnswer extends Error {}

/** Our own deadline passed. */
class TimedOut extends Error {}

/**
 * An OpenAI-compatible chat model reads the conversation and writes the card; leadScore and factors still come from
 * scoreLead, over the offline signals merged with the model's (mergeReportedSignals says which wins where). Any
 * failure answers with the offline analysis, marked 'offline-fallback': the card always shows something. A licence
 * whose daily budget of calls is spent gets the offline analysis, marked 'offline-budget'. In the background a 429
 * postpones the job (AnalyzerBusyError) and pauses every background call for as long as the server asks.
 */
export class OpenAiLeadAnalyzer extends LeadAnalyzer {
  private readonly client: OpenAI;
  private readonly model: string;
  readonly version: string;
  private readonly timeoutMs: number;
  private readonly retryDelayMs: number;
  private readonly dailyCalls: number;
  private readonly backgroundSlots: LimitFunction;
  /** Until when background calls wait, after the server answered 429 (epoch ms): they are postponed, not sent. */
  private pausedUntil = 0;

  constructor(
    settings: OpenAiSettings,
    private readonly budget: AnalysisBudget | null = null,
    private readonly logger: Pick<LoggerService, 'warn'> = new Logger(OpenAiLeadAnalyzer.name),
  ) {
    super();
    this.model = settings.model || DEFAULT_OPENAI_MODEL;
    // The model's answers rest on the offline reading too (the merge, the checks, the fallback).
    this.version = `openai-${this.model}+${offlineAnalyzerVersion()}`;
    this.timeoutMs = settings.timeoutMs ?? OPENAI_TIMEOUT_MS;
    this.retryDelayMs = settings.retryDelayMs ?? RETRY_DELAY_MS;
    this.dailyCalls = settings.dailyCalls ?? DEFAULT_OPENAI_DAILY_CALLS;
    this.backgroundSlots = pLimit(settings.concurrency ?? DEFAULT_OPENAI_CONCURRENCY);
    // Retries are ours (see ask): the SDK's would also retry timeouts and wait up to a minute. The deadline is ours too
    // (an abort signal in complete): the SDK tells its own timeout apart by the error's class, which fails when the
    // fetch error comes from another realm (Jest's VM modules); its timeout stays as a backstop.
    this.client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: this.timeoutMs + 1_000, maxRetries: 0 });
  }

  async analyze(input: AiAnalysisRequest, context: AnalysisContext = {}): Promise<AiAnalysis> {
    // Nothing to read: no call to pay for, and the offline answer ("no conversation yet") is the right one.
    if (!(input.pastChats ?? '').trim()) return analyzeOffline(input);
    return context.background ? this.backgroundSlots(() => this.analyzeWithModel(input, context)) : this.analyzeWithModel(input, context);
  }

  private async analyzeWithModel(input: AiAnalysisRequest, context: AnalysisContext): Promise<AiAnalysis> {
    const pause = this.pausedUntil - Date.now();
    if (context.background && pause > 0) throw new AnalyzerBusyError(pause);
    if (context.licenceId && this.budget && !(await this.budget.spend(context.licenceId, this.dailyCalls))) {
      return { ...analyzeOffline(input), source: 'offline-budget' };
    }
    try {
      const read = extractSignals(input.name ?? '', input.pastChats ?? '', input.previousIntent ?? '', input.market);
      const answer = this.checked(await this.ask(input, context.background === true), read);
      const signals = mergeReportedSignals(read, answer.signals);
      // What the model reports moves the score only so far from what the lead's own words show.
      const { score, factors } = boundModelScore(scoreLead(signals), scoreLead(read));
      return {
        predictedIntent: signals.intent.intent,
        leadScore: score,
        topNeeds: answer.topNeeds,
        summary: answer.summary,
        nextBestAction: answer.nextBestAction,
        factors,
        source: 'openai',
        ...moneyOf(signals.budget),
      };
    } catch (error) {
      if (context.background && isRateLimit(error)) {
        const wait = Math.min(retryAfterMs((error as APIError).headers) ?? RATE_LIMIT_PAUSE_MS, LONGEST_PAUSE_MS);
        this.pausedUntil = Math.max(this.pausedUntil, Date.now() + wait);
        throw new AnalyzerBusyError(wait);
      }
      // The reason only: the lead's words stay out of the logs.
      this.logger.warn(`OpenAI lead analysis failed (${failureReason(error)}); answered with the offline analyzer.`);
      return { ...analyzeOffline(input), source: 'offline-fallback' };
    }
  }

  /**
   * The model's answer, if every amount in its words is one the conversation states, with its currency. Unknown is
   * better than wrong: a model that turned "1,120 sq ft" into "Budget about $1,120/month" misread the chat, so none of
   * its judgement is used, and the card falls back to the offline analysis like any other bad answer.
   */
  private checked(answer: ModelAnswer, read: LeadSignals): ModelAnswer {
    const problem = [...answer.topNeeds, answer.summary, answer.nextBestAction].map((text) => unsupportedMoney(text, read.amountsSeen)).find(Boolean);
    if (problem) throw new InvalidModelAnswer(`the card held ${problem}`);
    return answer;
  }

  /**
   * One retry, for what a second try can fix (429, 5xx, a dropped connection). Not after a timeout: the lead card has
   * already waited 15 s. Not after a bad answer: the same prompt under a strict schema tends to fail the same way.
   * Not after a 429 in the background: the job waits as long as the server asks (see analyzeWithModel).
   */
  private async ask(input: AiAnalysisRequest, background: boolean): Promise<ModelAnswer> {
    try {
      return parseModelAnswer(await this.complete(input));
    } catch (error) {
      const wait = background && isRateLimit(error) ? null : retryWait(error, this.retryDelayMs);
      if (wait === null) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
      return parseModelAnswer(await this.complete(input));
    }
  }

  private async complete(input: AiAnalysisRequest): Promise<string> {
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const completion = await this.client.chat.completions
      .create(
        {
          model: this.model,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: leadMessage(input) },
          ],
          response_format: { type: 'json_schema', json_schema: { name: 'lead_analysis', strict: true, schema: MODEL_ANSWER_SCHEMA } },
        },
        { signal: deadline },
      )
      .catch((error: unknown) => {
        throw deadline.aborted ? new TimedOut() : error;
      });
    const choice = completion.choices?.[0];
    if (!choice) throw new NoModelAnswer('no choice in the reply');
    if (choice.message.refusal) throw new NoModelAnswer('the model refused');
    if (choice.finish_reason === 'length') throw new NoModelAnswer('the answer was cut off');
    if (!choice.message.content) throw new NoModelAnswer('the answer is empty');
    return choice.message.content;
  }
}

/** Milliseconds to wait before retrying, or null when a retry would not help. */
function retryWait(error: unknown, fallbackMs: number): number | null {
  if (error instanceof TimedOut || error instanceof APIConnectionTimeoutError) return null;
  if (error instanceof APIConnectionError) return fallbackMs;
  if (!(error instanceof APIError) || error.status === undefined || (error.status !== 429 && error.status < 500)) return null;
  const asked = retryAfterMs(error.headers);
  if (asked !== null && asked > MAX_RETRY_WAIT_MS) return null;
  return asked ?? fallbackMs;
}

/**
 * A 429 that waiting can cure. OpenAI also answers 429 when the account's credit is spent (`insufficient_quota`):
 * no wait helps then, so it falls back like any other failure.
 */
function isRateLimit(error: unknown): boolean {
  return error instanceof APIError && error.status === 429 && error.code !== 'insufficient_quota';
}

function retryAfterMs(headers: Headers | undefined): number | null {
  const ms = Number(headers?.get('retry-after-ms') ?? NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const seconds = Number(headers?.get('retry-after') ?? NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1_000 : null;
}

/** What went wrong, in words safe to log: never a message body, which may echo the conversation. */
export function failureReason(error: unknown): string {
  if (error instanceof TimedOut || error instanceof APIConnectionTimeoutError) return 'timeout';
  if (error instanceof APIConnectionError) return 'connection failed';
  if (error instanceof APIError) return error.status === undefined ? 'API error' : `HTTP ${error.status}`;
  if (error instanceof InvalidModelAnswer) return `invalid answer: ${error.message}`;
  if (error instanceof NoModelAnswer) return error.message;
  return error instanceof Error ? `unexpected ${error.name}` : 'unexpected error';
}
