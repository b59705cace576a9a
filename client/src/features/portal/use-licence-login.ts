import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.js';
import { validateLicense, verifyOtp } from './portal-api.js';
import { licenceErrorMessage, otpErrorMessage } from './portal-messages.js';
import { useTimedMessage } from './use-timed-message.js';

export const DASHBOARD_PATH = '/products/airedashboard';

export type LoginStep = 'licence' | 'otp';
export type PendingAction = 'validate' | 'verify' | 'resend' | null;

/** Licence key → one-time code → dashboard. The key stays in memory: never in a URL or in storage. */
export function useLicenceLogin() {
  const navigate = useNavigate();
  const [license, setLicense] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<LoginStep>('licence');
  const [maskedEmail, setMaskedEmail] = useState('');
  const [pending, setPending] = useState<PendingAction>(null);
  const [error, showError] = useTimedMessage();
  const [info, showInfo] = useTimedMessage();

  const run = async (action: Exclude<PendingAction, null>, work: () => Promise<void>, onError: (e: unknown) => string) => {
    setPending(action);
    showError('');
    showInfo('');
    try {
      await work();
    } catch (caught) {
      showError(onError(caught));
    } finally {
      setPending(null);
    }
  };

  const submitLicence = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      'validate',
      async () => {
        const answer = await validateLicense(license);
        setMaskedEmail(answer?.email ?? '');
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
        await verifyOtp(license, otp);
        navigate(DASHBOARD_PATH);
      },
      otpErrorMessage,
    );
  };

  const resend = () => {
    void run(
      'resend',
      async () => {
        await validateLicense(license);
        setOtp('');
        showInfo(MESSAGES.otpResent);
      },
      licenceErrorMessage,
    );
  };

  return { license, setLicense, otp, setOtp, step, maskedEmail, pending, error, info, submitLicence, submitOtp, resend };
}
