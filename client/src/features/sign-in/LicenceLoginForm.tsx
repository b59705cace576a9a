import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button.js';
import { TextField } from '../../components/TextField.js';
import { OTP_STILL_VALID } from './portal-messages.js';
import { OTP_LENGTH, useLicenceLogin } from './use-licence-login.js';
import '../../components/form.css';
import '../../styles/portal.css';

/**
 * The portal's sign-in: a licence key, then the one-time code e-mailed to the licence holder. Both forms post
 * (method="post") so that, should a script fail, a browser never puts the key into the address bar. Pasting and
 * password managers work in both fields (WCAG 2.2, accessible authentication).
 */
export function LicenceLoginForm() {
  const login = useLicenceLogin();
  const licenceStepRef = useRef<HTMLFormElement>(null);
  const otpStepRef = useRef<HTMLFormElement>(null);
  const busy = login.pending !== null;
  const minutes = Math.round((login.expiresIn ?? 600) / 60);
  const inbox = login.maskedEmail || 'the licence holder’s e-mail address';

  useEffect(() => {
    if (login.step === 'otp') otpStepRef.current?.querySelector('input')?.focus();
  }, [login.step]);

  const changeKey = () => {
    login.changeKey();
    licenceStepRef.current?.querySelector('input')?.focus();
  };

  return (
    <div className="portal-login">
      <form ref={licenceStepRef} method="post" className="form" onSubmit={login.submitLicence} aria-busy={login.pending === 'validate'}>
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
            {login.waitingForCode
              ? login.resendIn > 0
                ? `The last code for this licence was used or can no longer be used, and a new one can be sent in ${login.resendIn} s. Press “Resend code” then, and enter the code from the e-mail here.`
                : 'You can ask for a new code now: press “Resend code”, then enter the code from the e-mail here.'
              : login.codeSent
                ? `We sent a 6-digit code to ${inbox}. It is valid for ${minutes} minutes.`
                : `A code went to ${inbox} less than a minute ago. ${OTP_STILL_VALID}`}
          </p>
          <TextField
            name="otp"
            label="One-time code"
            value={login.otp}
            onValueChange={login.setOtp}
            // The browser would cut "048 213" to six characters before the spaces are stripped: clean the paste first.
            onPaste={(event) => {
              event.preventDefault();
              login.setOtp(event.clipboardData.getData('text'));
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            spellCheck={false}
            required
          />
          <div className="form__actions">
            <Button type="submit" size="lg" disabled={busy}>
              {login.pending === 'verify' ? 'Verifying...' : 'Verify'}
            </Button>
            <Button variant="secondary" onClick={login.resend} disabled={busy || login.resendIn > 0}>
              {login.pending === 'resend' ? 'Sending...' : login.resendIn > 0 ? `Resend code in ${login.resendIn} s` : 'Resend code'}
            </Button>
            <button type="button" className="portal-text-button" onClick={changeKey} disabled={busy}>
              Use a different key
            </button>
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
