import { SITE } from '../../../../shared/site.js';
import { Icon } from '../../components/Icon.js';
import { PageHeader } from '../../components/PageHeader.js';
import { ContactForm } from '../../features/contact/ContactForm.js';
import '../../components/panel.css';
import './contact.css';

export function ContactPage() {
  return (
    <>
      <PageHeader eyebrow="Contact" title="Talk to the team">
        Questions about a live course, tutoring for your child, or early access to our AI assistants? Send us a note.
        A person reads every message.
      </PageHeader>
      <div className="container page-body split">
        <section className="panel" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="panel__title">
            Send a message
          </h2>
          <p className="panel__intro">Tell us what you need and the best way to help. We reply by e-mail.</p>
          <ContactForm />
        </section>
        <aside className="aside-card" aria-labelledby="contact-direct-title">
          <h2 id="contact-direct-title">Reach us directly</h2>
          <p>Prefer a quick chat? Message us on WhatsApp or write to our inbox.</p>
          <ul className="contact-channels">
            <li>
              <span className="contact-channels__icon">
                <Icon name="chat" />
              </span>
              <div>
                <h3>WhatsApp</h3>
                <a href={SITE.whatsapp} target="_blank" rel="noopener noreferrer">
                  {SITE.phone}
                  <span className="visually-hidden"> on WhatsApp (opens in a new tab)</span>
                </a>
              </div>
            </li>
            <li>
              <span className="contact-channels__icon">
                <Icon name="mail" />
              </span>
              <div>
                <h3>E-mail</h3>
                <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
              </div>
            </li>
            <li>
              <span className="contact-channels__icon">
                <Icon name="phone" />
              </span>
              <div>
                <h3>Phone</h3>
                <a href={`tel:${SITE.phone.replace(/\s+/g, '')}`}>{SITE.phone}</a>
              </div>
            </li>
          </ul>
          <p className="contact-legal">{SITE.legalName}</p>
        </aside>
      </div>
    </>
  );
}
