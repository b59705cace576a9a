import type { ReactNode } from 'react';
import { SITE } from '../../../../shared/site.js';
import { Badge } from '../../components/Badge.js';
import { Carousel, type CarouselSlide } from '../../components/Carousel.js';
import { Icon } from '../../components/Icon.js';
import './product-hero.css';

export interface ProductHeroProps {
  eyebrow: string;
  title: string;
  poweredBy: string;
  description: string;
  features: readonly string[];
  slides: readonly CarouselSlide[];
  /** The page's calls to action. */
  children: ReactNode;
}

/** The top of a product page: the page's h1, its pitch and price beside a three-slide carousel. */
export function ProductHero({ eyebrow, title, poweredBy, description, features, slides, children }: ProductHeroProps) {
  return (
    <div className="product-hero">
      <div className="container product-hero__inner">
        <div className="product-hero__copy">
          <p className="product-hero__eyebrow">{eyebrow}</p>
          <h1 className="product-hero__title">{title}</h1>
          <Badge tone="info">
            <Icon name="sparkle" size={16} />
            {poweredBy}
          </Badge>
          <p className="product-hero__lead">{description}</p>
          <ul className="product-hero__features" aria-label="Key features">
            {features.map((feature) => (
              <li key={feature}>
                <Icon name="check" size={20} />
                {feature}
              </li>
            ))}
          </ul>
          <p className="product-hero__price">
            <strong>${SITE.monthlyPrice}</strong> per month
          </p>
          <div className="product-hero__actions">{children}</div>
        </div>
        <div className="product-hero__media">
          <Carousel label={`Screens of the ${title}`} slides={slides} thumbnails={[0, 2]} />
        </div>
      </div>
    </div>
  );
}
