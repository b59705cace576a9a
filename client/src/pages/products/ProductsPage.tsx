import { SITE } from '../../../../shared/site.js';
import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon } from '../../components/Icon.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PRODUCTS } from '../../content/products.js';
import { ProductFilter } from '../../features/product-filter/ProductFilter.js';
import { SystemFlow } from './SystemFlow.js';
import '../../components/panel.css';
import '../../components/section.css';
import './products-page.css';

const FLOW = [
  'Your admin issues a licence key for your team.',
  'You sign in to the portal with the key and a one-time code sent to your e-mail.',
  'You pick the data to work on; every tool syncs with Google Sheets.',
  'The AI returns its results, in the portal and back in your sheet.',
] as const;

export function ProductsPage() {
  return (
    <>
      <PageHeader eyebrow="AI tools" title="AI assistants that work from your spreadsheets">
        Five licence-key tools for real-estate agents, project teams and support desks. Each reads the sheet you already
        keep and returns results you can act on the same day.
      </PageHeader>
      <div className="container page-body">
        <section className="panel" aria-labelledby="all-products-title">
          <div className="products-page__intro">
            <div>
              <h2 id="all-products-title" className="panel__title">
                All products
              </h2>
              <p className="products-page__lead">Choose a team to narrow the list, then open a tool for screens and details.</p>
            </div>
            <p className="products-page__price">
              <strong>${SITE.monthlyPrice}</strong>
              <span>per month, per tool</span>
            </p>
          </div>
          <ProductFilter products={PRODUCTS} showPrice />
        </section>

        <section className="products-page__flow" aria-labelledby="how-title">
          <div className="products-page__flow-copy">
            <span className="eyebrow">How it works</span>
            <h2 id="how-title">From your sheet to answers in four steps</h2>
            <p>
              Nothing to install and no data to move: the tools read your sheet, and results are written back beside your
              rows. Want to be first in line for a tool still in development?
            </p>
            <ButtonLink to="/contact" size="lg">
              Get early access
              <Icon name="arrow" size={20} />
            </ButtonLink>
          </div>
          <SystemFlow steps={FLOW} headingId="products-flow-title" />
        </section>
      </div>
    </>
  );
}
