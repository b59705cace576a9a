import heroArt from '../../assets/hero-network.svg';
import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon } from '../../components/Icon.js';
import { HERO_STATS } from '../../content/hero.js';
import './hero.css';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">
            <Icon name="sparkle" size={16} />
            Live courses · School tutoring · AI tools
          </p>
          <h1 id="hero-title" className="hero__title">
            Learn applied AI live, and leave with <span className="hero__highlight">work you can show</span>
          </h1>
          <p className="hero__lead">
            Three-month, instructor-led courses where every module ends in a real project, plus a one-week trial that
            opens the door to contributing on our own AI products.
          </p>
          <div className="hero__actions">
            <ButtonLink to="/joinclass#bookid" size="lg">
              Book your course
              <Icon name="arrow" size={20} />
            </ButtonLink>
            <ButtonLink to="/#whatweoffer" variant="on-dark" size="lg">
              Explore live courses
            </ButtonLink>
          </div>
        </div>
        <div className="hero__art">
          <img src={heroArt} width={560} height={480} alt="" decoding="async" fetchPriority="high" />
        </div>
      </div>
      <div className="container">
        <dl className="hero__stats">
          {HERO_STATS.map((stat) => (
            <div key={stat.label} className="hero__stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
