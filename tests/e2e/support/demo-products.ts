import { catalogue } from '../../../dev/demo-store';

/** The path of a demo store product, by its catalogue id; fails loudly for an unknown id. */
export function demoProductPath(id: string): string {
  const product = catalogue.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`The demo store has no product "${id}"`);
  return product.path;
}
