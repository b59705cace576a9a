import { UK_FEATURES, type UkFeatureIcon } from '../../content/uk-highlights.js';
import './uk-features.css';

/** Line icons for the three promises; drawn here because only this page uses them. */
const FEATURE_PATHS: Record<UkFeatureIcon, string> = {
  tutor: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 4h6v6h-3l-3 2V4Z',
  report: 'M7 3h8l4 4v14H7V3ZM15 3v4h4M10 17v-3M13 17v-5M16 17v-2',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10ZM8.5 11.5h2l1-2 1.5 4 1-2h1.5',
};

export function UkFeatures() {
  return (
    <section className="uk-features" aria-labelledby="uk-features-title">
      <div className="container">
        <h2 id="uk-features-title" className="visually-hidden">
          What every student gets
        </h2>
        <ul className="uk-features__list">
          {UK_FEATURES.map((feature) => (
            <li key={feature.title} className="uk-feature">
              <span className={`uk-feature__icon uk-feature__icon--${feature.icon}`}>
                <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                  <path d={FEATURE_PATHS[feature.icon]} />
                </svg>
              </span>
              <h3 className="uk-feature__title">{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
