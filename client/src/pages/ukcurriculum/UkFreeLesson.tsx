import { SITE } from '../../../../shared/site.js';
import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon } from '../../components/Icon.js';
import { UK_BOOKING_PATH } from '../../content/uk-navigation.js';
import { UkFlag } from './UkFlag.js';
import './uk-free-lesson.css';

const INCLUDED = ['A full 1-on-1 live lesson', 'Any of our seven subjects', 'Taught to your exam board'];

/** The free-class invitation: the spec's free trial lesson. */
export function UkFreeLesson() {
  return (
    <section className="uk-free" aria-labelledby="uk-free-title">
      <div className="container">
        <div className="uk-free__panel">
          <div className="uk-free__copy">
            <UkFlag id="uk-free-flag" width={48} className="uk-free__flag" />
            <h2 id="uk-free-title" className="uk-free__title">
              Your child’s first lesson is free
            </h2>
            <p className="uk-free__text">
              Meet a tutor, try a real lesson and see how we teach before you choose a plan. Tell us the subject and exam
              board, and we will match your child with the right tutor.
            </p>
            <ul className="uk-free__included">
              {INCLUDED.map((item) => (
                <li key={item}>
                  <Icon name="check" size={18} />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="uk-free__action">
            <ButtonLink to={UK_BOOKING_PATH} size="lg">
              Book a Free Lesson
              <Icon name="arrow" size={20} />
            </ButtonLink>
            <p className="uk-free__note">Then ${SITE.monthlyPrice} per month if you continue.</p>
          </div>
        </div>
      </div>
    </section>
  );
}
