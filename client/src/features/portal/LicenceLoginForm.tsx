import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button.js';
import { TextField } from '../../components/TextField.js';
import { useLicenceLogin } from './use-licence-login.js';
import '../../components/form.css';
import './portal.css';

/**
 * The portal's sign-in: a licence key, then the one-time code e-mailed to the licence holder. Both forms post
 * (method="post") so that, should a script fail, a browser never puts the key into the address bar.
 */
export function LicenceLoginForm() {
  const login = useLicenceLogin();
  const otpStepRef = useRef<HTMLFormElement>(null);
  const busy = login.pending !== null;

  useEffect(() => {
    if (login.step === 'otp') otpStepRef.current?.querySelector('input')?.focus();
  }, [login.step]);

  return (
    <div className="portal-login">
      <form method="post" className="form" onSubmit={login.submitLicence} aria-busy={login.pending === 'validate'}>
        <TextField
          name="license"
          label="Licence key"
          value={login.license}
          onValueChange={login.setLicense}
          hint="It looks like AIRE-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX. Pasting is fine."
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={login.step === 'otp'}
        />
        {login.step === 'licence' ? (
          <div className="form__actions">
            <Button type="submit" size="lg" disabled={busy}>
              {login.pending === 'validate' ? 'Checking...' : 'Continue'}
            </Button>
          </div>
        ) : null}
      </form>

      {login.step === 'otp' ? (
        <form ref={otpStepRef} method="post" className="form portal-login__otp" onSubmit={login.submitOtp} aria-busy={login.pending === 'verify'}>
          <p className="portal-login__sent">
            We sent a 6-digit code to {login.maskedEmail || 'the licence holder’s e-mail address'}. It is valid for 10 minutes.
          </p>
          <TextField
            name="otp"
            label="One-time code"
            value={login.otp}
            onValueChange={login.setOtp}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
          <div className="form__actions">
            <Button type="submit" size="lg" disabled={busy}>
              {login.pending === 'verify' ? 'Verifying...' : 'Verify'}
            </Button>
            <Button variant="secondary" onClick={login.resend} disabled={busy}>
              {login.pending === 'resend' ? 'Sending...' : 'Resend code'}
            </Button>
          </div>
        </form>
      ) : null}

      <p className="portal-message portal-message--error" role="alert">
        {login.error}
      </p>
      <p className="portal-message portal-message--info" role="status">
        {login.info}
      </p>
    </div>
  );
}
