import { Icon } from '../../components/Icon.js';
import { PageHeader } from '../../components/PageHeader.js';
import { JOIN_STEPS } from '../../content/join-steps.js';
import { BookingForm } from '../../features/booking/BookingForm.js';
import '../../components/panel.css';
import './join-class.css';

export function JoinClassPage() {
  return (
    <>
      <PageHeader eyebrow="Get started" title="Join a live class">
        Book a seat in Applied Data Science & AI, or one-to-one tutoring in maths, the sciences or English for CBSE,
        ICSE, IGCSE, GCSE, IB and AP. It takes a minute, and it commits you to nothing.
      </PageHeader>
      <div className="container page-body split">
        <section id="bookid" className="panel" aria-labelledby="bookid-title">
          <h2 id="bookid-title" className="panel__title">
            Book your seat
          </h2>
          <p className="panel__intro">Five quick fields. We only use your details to arrange your classes.</p>
          <BookingForm />
        </section>
        <aside className="aside-card" aria-labelledby="next-steps-title">
          <h2 id="next-steps-title">What happens next</h2>
          <ol className="join-steps">
            {JOIN_STEPS.map((step, index) => (
              <li key={step.title}>
                <span className="join-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="join-note">
            <Icon name="check" size={18} />
            Refunds are available within 48 hours of enrolment if no course content has been accessed.
          </p>
        </aside>
      </div>
    </>
  );
}
