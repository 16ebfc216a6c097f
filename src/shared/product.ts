/** What detection reports about the product on a page, after validation. */
export type Availability = 'in-stock' | 'out-of-stock' | 'preorder' | 'unknown';

export interface ProductSummary {
  name: string;
  url: string;
  price: number | null;
  currency: string | null;
  availability: Availability;
}
