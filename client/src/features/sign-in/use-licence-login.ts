import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ValidateLicenseResponse } from '../../../../shared/api.js';
import { MESSAGES } from '../../../../shared/messages.js';
import { ApiError } from '../../lib/api.js';
import { validateLicense, verifyOtp } from './sign-in-api.js';
import { licenceErrorMessage, OTP_STILL_VALID, otpErrorMessage } from './portal-messages.js';
import { useCountdown } from './use-countdown.js';
import { useTimedMessage } from './use-timed-message.js';

export const DASHBOARD_PATH = '/products/airedashboard';

/** PORTAL_LIMITS.otp of shared/limits.ts, written out so the login page loads no extra chunk (a test checks it). */
export const OTP_LENGTH = 6;

export type LoginStep = 'licence' | 'otp';
export type PendingAction = 'validate' | 'verify' | 'resend' | null;

/** The once-a-minute limit on code e-mails (not the hourly one, whose wait is minutes): worth waiting on the code step. */
function isSendCooldown(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429 && error.code === 'otp_send_limit' && !!error.retryAfter && error.retryAfter <= 60;
}

/** A code as pasted or typed ("048 213", "048-213"): spaces and dashes do not go to the server. */
export function cleanOtp(value: string): string {
  return value.replace(/[\s-]/g, '').slice(0, OTP_LENGTH);
}

/** Licence key → one-time code → dashboard. The key stays in memory: never in a URL or in storage. */
export function useLicenceLogin() {
  const navigate = useNavigate();
  const [license, setLicense] = useState('');
  const [otp, setOtpValue] = useState('');
  const [step, setStep] = useState<LoginStep>('licence');
  const [code, setCode] = useState<Partial<ValidateLicenseResponse>>({});
  // Signing in again within the minute after the last code was used: no code can be sent yet, so the code step
  // opens with the countdown to when one can, instead of an error that vanished and left no code field.
  const [waitingForCode, setWaitingForCode] = useState(false);
  const [pending, setPending] = useState<PendingAction>(null);
  const [resendIn, startResendCountdown] = useCountdown();
  const [error, showError] = useTimedMessage();
  const [info, showInfo] = useTimedMessage();

  const run = async (action: Exclude<PendingAction, null>, work: () => Promise<void>, onError: (e: unknown) => string) => {
    setPending(action);
    showError('');
    showInfo('');
    try {
      await work();
    } catch (caught) {
      if (action === 'validate' && isSendCooldown(caught)) {
        setWaitingForCode(true);
        startResendCountdown(caught.retryAfter!);
        setStep('otp');
        return;
      }
      showError(onError(caught));
      // Too many codes asked for: the resend button waits as long as the server said.
      if (action === 'resend' && caught instanceof ApiError && caught.status === 429 && caught.retryAfter) {
        startResendCountdown(caught.retryAfter);
      }
    } finally {
      setPending(null);
    }
  };

  /** Both the first request and a resend: the answer says whether a new e-mail went out and when to allow another. */
  const requestCode = async (): Promise<ValidateLicenseResponse> => {
    const answer = await validateLicense(license);
    setWaitingForCode(false);
    setCode(answer ?? {});
    startResendCountdown(answer?.resendAfter ?? 0);
    if (answer?.codeSent === false) showInfo(OTP_STILL_VALID);
    return answer;
  };

  const submitLicence = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      'validate',
      async () => {
        await requestCode();
        setStep('otp');
      },
      licenceErrorMessage,
    );
  };

  const submitOtp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      'verify',
      async () => {
        await verifyOtp(license, cleanOtp(otp));
        navigate(DASHBOARD_PATH);
      },
      otpErrorMessage,
    );
  };

  const resend = () => {
    void run(
      'resend',
      async () => {
        const answer = await requestCode();
        if (answer?.codeSent === false) return;
        setOtpValue('');
        showInfo(MESSAGES.otpResent);
      },
      licenceErrorMessage,
    );
  };

  /** Back to the key field, empty, as if the page had just loaded. */
  const changeKey = () => {
    setStep('licence');
    setLicense('');
    setOtpValue('');
    setCode({});
    setWaitingForCode(false);
    startResendCountdown(0);
    showError('');
    showInfo('');
  };

  const setOtp = (value: string) => setOtpValue(cleanOtp(value));

  return {
    license,
    setLicense,
    otp,
    setOtp,
    step,
    maskedEmail: code.email ?? '',
    codeSent: code.codeSent !== false,
    waitingForCode,
    expiresIn: code.expiresIn,
    resendIn,
    pending,
    error,
    info,
    submitLicence,
    submitOtp,
    resend,
    changeKey,
  };
}
