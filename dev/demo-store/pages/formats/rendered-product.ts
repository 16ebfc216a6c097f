/** What a product page template returns: markup for the head and for the main column. */
export interface RenderedProduct {
  head: string;
  main: string;
}
