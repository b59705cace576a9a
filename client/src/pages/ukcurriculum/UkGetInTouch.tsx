import { SITE } from '../../../../shared/site.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import { ContactAction } from '../../features/contact-actions/ContactAction.js';
import './uk-get-in-touch.css';

/** tel: links take the number without spaces. */
const PHONE_HREF = `tel:${SITE.phone.replace(/\s+/g, '')}`;

export function UkGetInTouch() {
  return (
    <section className="section section--subtle" aria-labelledby="uk-touch-title">
      <div className="container uk-touch">
        <SectionHeading id="uk-touch-title" eyebrow="Talk to us" title="Get In Touch">
          Not sure which level or board fits? Write or call, and a member of our tutoring team will help you choose.
        </SectionHeading>
        <div className="uk-touch__actions">
          <ContactAction kind="email" value={SITE.email} href={`mailto:${SITE.email}`} linkLabel="Send e-mail" />
          <ContactAction kind="phone" value={SITE.phone} href={PHONE_HREF} linkLabel="Call" />
        </div>
      </div>
    </section>
  );
}
