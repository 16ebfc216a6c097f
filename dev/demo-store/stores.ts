import type { Currency, StoreId } from './types';

export interface UiStrings {
  home: string;
  addToCart: string;
  preOrder: string;
  notifyMe: string;
  inStock: string;
  outOfStock: string;
  preOrderNotice: string;
  youMayAlsoLike: string;
  description: string;
  wasPrice: string;
  /** Instalment line; `{count}` and `{amount}` are replaced. */
  instalments: string;
  /** Promotional banner above every page; `{amount}` is replaced. */
  freeShipping: string;
  fromPrice: string;
  size: string;
  cart: string;
  signIn: string;
  allProducts: string;
}

export interface StoreProfile {
  id: StoreId;
  name: string;
  tagline: string;
  lang: string;
  /** Currency and amount of the free-shipping banner: a price that comes before the product's own. */
  freeShippingFrom: { amount: number; currency: Currency; locale: string };
  strings: UiStrings;
}

const english: UiStrings = {
  home: 'Home',
  addToCart: 'Add to cart',
  preOrder: 'Pre-order now',
  notifyMe: 'Email me when available',
  inStock: 'In stock, ships in 1-2 days',
  outOfStock: 'Sold out',
  preOrderNotice: 'Pre-order: ships when released',
  youMayAlsoLike: 'You may also like',
  description: 'Description',
  wasPrice: 'Was',
  instalments: 'or {count} interest-free payments of {amount}',
  freeShipping: 'Free shipping on orders over {amount}',
  fromPrice: 'From',
  size: 'Size',
  cart: 'Cart (0)',
  signIn: 'Sign in',
  allProducts: 'All products',
};

const german: UiStrings = {
  home: 'Startseite',
  addToCart: 'In den Warenkorb',
  preOrder: 'Jetzt vorbestellen',
  notifyMe: 'Benachrichtigen, wenn verfügbar',
  inStock: 'Auf Lager, Lieferung in 2-3 Werktagen',
  outOfStock: 'Ausverkauft',
  preOrderNotice: 'Vorbestellung: Lieferung ab Erscheinen',
  youMayAlsoLike: 'Das könnte Ihnen auch gefallen',
  description: 'Beschreibung',
  wasPrice: 'Statt',
  instalments: 'oder {count} Raten à {amount}',
  freeShipping: 'Versandkostenfrei ab {amount}',
  fromPrice: 'ab',
  size: 'Größe',
  cart: 'Warenkorb (0)',
  signIn: 'Anmelden',
  allProducts: 'Alle Produkte',
};

/** Store profiles in port order: the first port serves the first store. */
export const storeProfiles: readonly StoreProfile[] = [
  {
    id: 'harbor-pine',
    name: 'Harbor & Pine Outfitters',
    tagline: 'Gear for the outdoors, shipped worldwide',
    lang: 'en',
    freeShippingFrom: { amount: 75, currency: 'USD', locale: 'en-US' },
    strings: english,
  },
  {
    id: 'alpenblick',
    name: 'Kaufhaus Alpenblick',
    tagline: 'Haushalt, Küche und Uhren seit 1952',
    lang: 'de',
    freeShippingFrom: { amount: 50, currency: 'EUR', locale: 'de-DE' },
    strings: german,
  },
];
