import { SectionHeading } from '../../components/SectionHeading.js';
import { UK_FAQ } from '../../content/uk-faq.js';
import './uk-faq.css';

/** details/summary: every answer opens without JavaScript and is found by the browser's find-in-page. */
export function UkFaq() {
  return (
    <section className="section" aria-labelledby="uk-faq-title">
      <div className="container uk-faq">
        <SectionHeading id="uk-faq-title" eyebrow="FAQ" title="Questions parents ask">
          Anything else? Use the e-mail or phone above and we will answer.
        </SectionHeading>
        <div className="uk-faq__list">
          {UK_FAQ.map((item) => (
            <details key={item.question} className="uk-faq__item">
              <summary className="uk-faq__question">
                <h3>{item.question}</h3>
                <span className="uk-faq__marker" aria-hidden="true" />
              </summary>
              <p className="uk-faq__answer">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
