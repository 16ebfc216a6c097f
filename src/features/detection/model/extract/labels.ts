/**
 * The brand, SKU and GTIN as the page labels them for the shopper: "Brand: Duracell", "Art.-Nr.
 * 12345", a "Marke | Oceana" table row, a <dt>SKU</dt><dd>...</dd> pair, "EAN: 6935364088101";
 * and whether the page shows the SKU its markup states.
 */
import type { Budget } from './budget';
import { squash } from './page-scan';
import { cleanBrand, cleanId } from './sanitize';

const BRAND =
  'brand|marke|marca|marque|merk|märke|merke|značka|znacka|marka|márka|бренд|марка|品牌|ブランド|manufacturer|hersteller|fabricant|fabricante|výrobca|výrobce|producent|gyártó|производитель';
const SKU =
  'sku|asin|art(?:ikel)?\\.?[- ]?(?:nr|no)\\.?|artikelnummer|item (?:number|no\\.?|#)|product (?:code|number)|produktnummer|référence|réf\\.?|código|codice|kód(?: produktu)?|katal[oó]gové číslo|numer katalogowy|商品編號|商品番号|код(?: товара)?|артикул|šifra';
// The label, then a colon, a space or nothing: "Manufacturer's warranty" is not a label.
const LABEL = new RegExp(`^(?:(${BRAND})|(${SKU}))(?:\\s*[:：#]\\s*|\\s+|$)(.*)$`, 'i');
// A GTIN is told by its label anywhere in a line ("... 2 year guarantee. EAN: 6935364088101.").
const GTIN = /\b(?:EAN|GTIN|UPC|ISBN|JAN)(?:-?1[03])?\s*[:：]?\s*(\d[\d -]{6,18}\d)/;
const MAX_ELEMENTS = 5000;

export interface Labelled {
  brand: string | null;
  sku: string | null;
  gtin: string | null;
  /** The markup's SKU is in the text the shopper sees. */
  showsSku: boolean;
}

/** GS1's check digit (EAN-8, UPC-A, EAN-13, ISBN-13, GTIN-14): the last digit of every valid one. */
export function validGtin(digits: string): boolean {
  if (!/^(?:\d{8}|\d{12,14})$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/** The value beside a label element: the text after it in its row, list item or pair. */
function valueBeside(el: Element): string {
  // "<li><strong>Code:</strong> 9470</li>"
  const after = el.nextSibling?.nodeType === 3 ? squash(el.nextSibling.textContent) : '';
  if (after) return after;
  for (let n: Element | null = el, level = 0; n && level < 3; n = n.parentElement, level++) {
    const next = n.nextElementSibling;
    if (next) return next.childElementCount > 6 ? '' : squash(next.textContent);
  }
  return '';
}

export function readLabels(doc: Document, budget: Budget, markupSku: string | null): Labelled {
  const out: Labelled = { brand: null, sku: null, gtin: null, showsSku: false };
  const elements = doc.body?.querySelectorAll('th,td,dt,li,span,b,strong,label,p,div') ?? [];
  for (let i = 0; i < elements.length && i < MAX_ELEMENTS && (!out.brand || !out.sku || !out.gtin || (markupSku && !out.showsSku)); i++) {
    if ((i & 255) === 0 && budget.spent) break;
    const el = elements[i]!;
    if (el.childElementCount > 0) continue;
    const text = squash(el.textContent);
    if (markupSku && text.includes(markupSku)) out.showsSku = true;
    if (!out.gtin && text.length <= 400) {
      const digits = GTIN.exec(text)?.[1]?.replace(/[ -]/g, '') ?? '';
      if (validGtin(digits)) out.gtin = digits;
    }
    if (text.length > 80) continue;
    const m = LABEL.exec(text);
    if (!m) continue;
    // "Brand: Duracell" in one element, or "Brand" and the value in the next cell.
    const value = m[3] || valueBeside(el);
    if (m[1] && !out.brand) out.brand = value.length <= 60 ? cleanBrand(value) : null;
    // An identifier has a digit: "Код подтверждения" is not a code.
    else if (m[2] && !out.sku && /\d/.test(value)) out.sku = cleanId(value);
  }
  return out;
}
