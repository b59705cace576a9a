import { Link } from 'react-router';
import { SITE } from '../../../../shared/site.js';
import { PageHeader } from '../../components/PageHeader.js';
import { LicenceLoginForm } from '../../features/sign-in/LicenceLoginForm.js';
import '../../components/panel.css';
import './aireland-page.css';

/** /products/aireland: the licence sign-in of the lead portal. */
export function AirelandPage() {
  return (
    <>
      <PageHeader eyebrow="Lead Sentiment Analysis portal" title="Sign in with your licence key">
        Enter the key your admin gave you. We e-mail a one-time code to the licence holder, and after that your leads and
        their AI insights are one click away.
      </PageHeader>
      <div className="container page-body split">
        <section className="panel" aria-labelledby="licence-title">
          <h2 id="licence-title" className="panel__title">
            Portal sign-in
          </h2>
          <p className="panel__intro">Two steps: your licence key, then the 6-digit code from your inbox.</p>
          <noscript>
            <p className="aireland-noscript">The portal needs JavaScript to sign you in. Please turn it on and reload.</p>
          </noscript>
          <LicenceLoginForm />
        </section>
        <aside className="aside-card" aria-labelledby="licence-help-title">
          <h2 id="licence-help-title">No key yet?</h2>
          <p>
            Licence keys are issued to agencies that subscribe to <Link to="/products/aire">Lead Sentiment Analysis</Link>{' '}
            at ${SITE.monthlyPrice} per month.
          </p>
          <p>
            Lost your key or the code did not arrive? Write to <a href={`mailto:${SITE.email}`}>{SITE.email}</a> or use the{' '}
            <Link to="/contact">contact form</Link>.
          </p>
          <p className="aireland-privacy">
            Your key is sent only to our server and is never put in a web address, so it cannot leak through browser
            history or shared links.
          </p>
        </aside>
      </div>
    </>
  );
}
