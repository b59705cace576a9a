import { useState } from 'react';
import { FilterButtons } from '../../components/FilterButtons.js';
import type { Product } from '../../content/products.js';
import { ProductCard, type ProductCardProps } from './ProductCard.js';
import { filterProducts, PRODUCT_FILTERS, type ProductFilterValue } from './product-filters.js';
import './product-filter.css';

export interface ProductFilterProps {
  products: readonly Product[];
  headingLevel?: ProductCardProps['headingLevel'];
  showPrice?: boolean;
}

/** The filter bar and the cards it filters. Without JavaScript every product shows (the prerendered 'all' state). */
export function ProductFilter({ products, headingLevel, showPrice }: ProductFilterProps) {
  const [filter, setFilter] = useState<ProductFilterValue>('all');
  const shown = filterProducts(products, filter);
  return (
    <div className="product-filter">
      <div className="product-filter__bar">
        <FilterButtons label="Filter products by category" options={PRODUCT_FILTERS} value={filter} onChange={setFilter} />
        <p className="product-filter__count" role="status">
          Showing {shown.length} of {products.length} products
        </p>
      </div>
      <ul className="product-filter__grid">
        {shown.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} headingLevel={headingLevel} showPrice={showPrice} />
          </li>
        ))}
      </ul>
    </div>
  );
}
