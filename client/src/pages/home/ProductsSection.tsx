import { Link } from 'react-router';
import { SITE } from '../../../../shared/site.js';
import { Icon } from '../../components/Icon.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import { FLAGSHIP_PRODUCTS, PRODUCTS } from '../../content/products.js';
import { ProductCard } from '../../features/product-filter/ProductCard.js';
import { ProductFilter } from '../../features/product-filter/ProductFilter.js';
import './products-section.css';

/** Spec: the home page's product section: a Flagship Products block of two cards, then every product behind a filter bar. */
export function ProductsSection() {
  return (
    <section id="products" className="section section--subtle" aria-labelledby="products-title">
      <div className="container">
        <SectionHeading id="products-title" eyebrow="AI tools" title="AI assistants that work from your spreadsheets">
          Each tool runs on a licence key and syncs with the sheet you already keep: an admin issues your key, you sign in to
          the portal, pick your data, and the AI returns results. ${SITE.monthlyPrice} per month per tool.
        </SectionHeading>

        <div className="products-block">
          <h3 id="flagship-title" className="products-block__title">
            Flagship Products
          </h3>
          <ul className="products-flagship">
            {FLAGSHIP_PRODUCTS.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel="h4" featured />
              </li>
            ))}
          </ul>
        </div>

        <div className="products-block">
          <h3 id="all-products-title" className="products-block__title">
            Browse by team
          </h3>
          <ProductFilter products={PRODUCTS} headingLevel="h4" />
        </div>

        <p className="products-more">
          <Link to="/products">
            Compare every product and its price
            <Icon name="arrow" size={18} />
          </Link>
        </p>
      </div>
    </section>
  );
}
