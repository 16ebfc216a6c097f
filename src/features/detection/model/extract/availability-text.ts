/** Stock status from the words a page shows ("Sold out", "Auf Lager", "Нет в наличии"). */
import type { Availability } from './types';

const OUT =
  /out of stock|sold out|unavailable|not available|ausverkauft|nicht (?:mehr )?(?:verfügbar|lieferbar)|épuisé|rupture de stock|indisponible|agotado|sin stock|no disponible|esaurito|non disponibile|niet (?:meer )?(?:op voorraad|leverbaar|beschikbaar)|uitverkocht|brak w magazynie|niedostępny|vyprodáno|nedostupné|není skladem|нет в наличии|распродано|slutsåld|udsolgt|utsolgt|loppuunmyyty|品切れ|在庫切れ|缺货|售完/i;
const PRE = /pre-?order|précommande|vorbestell|preventa|prenota/i;
const IN =
  /in stock|available|auf lager|lieferbar|verfügbar|en stock|disponible|disponibile|op voorraad|leverbaar|na stanie|skladem|в наличии|på lager|varastossa|在庫あり|有货/i;

export function availabilityFromText(text: string): Availability | null {
  const s = text.slice(0, 300);
  if (OUT.test(s)) return 'out-of-stock';
  if (PRE.test(s)) return 'preorder';
  if (IN.test(s)) return 'in-stock';
  return null;
}
