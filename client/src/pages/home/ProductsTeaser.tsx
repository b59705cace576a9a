import { Link } from 'react-router-dom';
import { Badge } from '../../components/Badge.js';
import { Icon } from '../../components/Icon.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import { FLAGSHIP_PRODUCTS } from '../../content/products.js';
import './products-teaser.css';

export function ProductsTeaser() {
  return (
    <section className="section section--subtle" aria-labelledby="products-title">
      <div className="container">
        <SectionHeading id="products-title" eyebrow="AI tools" title="Flagship products">
          Licence-key assistants that work from the spreadsheet you already keep. An admin issues your key, you sign in
          to the portal, pick your data, and the AI returns results.
        </SectionHeading>
        <ul className="products">
          {FLAGSHIP_PRODUCTS.map((product) => (
            <li key={product.id} className="product">
              <div className="product__meta">
                <span className="tag">{product.typeName}</span>
                <Badge tone="info">Early access</Badge>
              </div>
              <h3>{product.title}</h3>
              <p>{product.description}</p>
              <div className="product__footer">
                <span className="product__price">{product.price}</span>
                <Link to="/contact" className="product__link">
                  Ask for early access
                  <span className="visually-hidden"> to {product.title}</span>
                  <Icon name="arrow" size={18} />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
