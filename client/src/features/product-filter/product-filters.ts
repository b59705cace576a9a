import type { FilterOption } from '../../components/FilterButtons.js';
import type { Product, ProductCategory } from '../../content/products.js';

export type ProductFilterValue = 'all' | ProductCategory;

/** The spec's filter bar, in its order. */
export const PRODUCT_FILTERS: readonly FilterOption<ProductFilterValue>[] = [
  { value: 'all', label: 'All Products' },
  { value: 'realestate', label: 'Real Estate' },
  { value: 'projectmanage', label: 'Project Management' },
  { value: 'custsupp', label: 'Customer Support' },
];

/** A category shows only its products; 'all' shows everything. */
export function filterProducts(products: readonly Product[], filter: ProductFilterValue): readonly Product[] {
  return filter === 'all' ? products : products.filter((product) => product.category === filter);
}
