import { Link } from 'react-router';
import { SITE } from '../../../../shared/site.js';
import { Icon } from '../../components/Icon.js';
import type { Product } from '../../content/products.js';
import './product-card.css';

export interface ProductCardProps {
  product: Product;
  /** h3 under a section's h2; h4 when the card sits under a block heading. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The listing page also shows the monthly price and the yearly list price. */
  showPrice?: boolean;
  featured?: boolean;
}

/** Spec: each card shows title, description, type tag and a View Details link. */
export function ProductCard({ product, headingLevel: Heading = 'h3', showPrice = false, featured = false }: ProductCardProps) {
  const titleId = `product-${product.id}${featured ? '-featured' : ''}`;
  return (
    <article className={featured ? 'product-card product-card--featured' : 'product-card'} aria-labelledby={titleId}>
      <div className="product-card__top">
        <span className={`product-card__icon product-card__icon--${product.category}`}>
          <Icon name={product.icon} size={26} />
        </span>
        <span className="tag">{product.typeName}</span>
      </div>
      <Heading id={titleId} className="product-card__title">
        {product.title}
      </Heading>
      <p className="product-card__description">{product.description}</p>
      {showPrice ? (
        <p className="product-card__price">
          <strong>${SITE.monthlyPrice}</strong> per month
          <span className="product-card__list-price">List price {product.price}</span>
        </p>
      ) : null}
      <Link to={product.link} className="product-card__link">
        View Details
        <span className="visually-hidden"> of {product.title}</span>
        <Icon name="arrow" size={18} />
      </Link>
    </article>
  );
}
