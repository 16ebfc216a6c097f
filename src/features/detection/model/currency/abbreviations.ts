/**
 * Abbreviations shops write that CLDR (as ICU ships it) does not list as a symbol or name for that
 * currency, each with the general source it comes from: a central bank's or a law's own
 * abbreviation, a Unicode compatibility character, ISO 4217's name. Tokens CLDR already gives the
 * same currency are not repeated here. "-" marks money with no ISO code, so that its amount is not
 * read as another currency's. The codes a token may stand for, then its spellings.
 */
export const ABBREVIATIONS: Record<string, string[]> = {
  // ISO 4217 names it "Pound Sterling", the only pound without a country; U+FFE1 is £'s full-width form (Unicode NFKC).
  // "stg" is sterling's abbreviation in English dictionaries (Collins, Oxford).
  GBP: ['pound', 'pounds', '￡', 'stg'],
  // Federal Law 86-FZ art. 27 makes the "рубль" Russia's currency; "р." is its abbreviation in GOST 7.12-93;
  // the ruble sign the Bank of Russia adopted (2013) is the letter Р with a stroke, and fonts without U+20BD print the letter.
  RUB: ['рублей', 'р.', 'Р'],
  // The National Bank of Ukraine's abbreviation of гривня, and in Ukraine's official transliteration (2010).
  UAH: ['грн', 'hrn'],
  // The National Bank of Kazakhstan's abbreviation of теңге.
  KZT: ['тг'],
  // Law 5083 (2004) names the currency "Türk Lirası (TL)"; the Central Bank writes TL.
  TRY: ['TL'],
  // The People's Bank of China: 圆 is the unit printed on renminbi notes, RMB its abbreviation.
  CNY: ['圆', 'RMB'],
  // 元 is the unit of the New Taiwan dollar (Central Bank of the Republic of China), 港元 (HKMA), 澳門元 (AMCM).
  TWD: ['元'],
  HKD: ['元'],
  MOP: ['元'],
  // The Currency Unit Act names the unit 円.
  JPY: ['円'],
  // The Translation Bureau (Writing Tips Plus) writes Can$, or CAN$, where dollars must be told apart.
  CAD: ['Can$', 'CAN$'],
  // Their central banks' abbreviation of rupee: RBI (before ₹, 2010), State Bank of Pakistan, Central Bank of Sri Lanka, Nepal Rastra Bank, Bank of Mauritius.
  INR: ['Rs', 'Rs.'],
  PKR: ['Rs', 'Rs.'],
  LKR: ['Rs'],
  NPR: ['Rs'],
  MUR: ['Rs'],
  // The Swiss Federal Chancellery's writing rules abbreviate Franken "Fr."; Duden lists "sFr."/"SFr.".
  CHF: ['Fr.', 'SFr', 'SFr.'],
  // Central banks' own abbreviations: Kuwait KD, Tunisia DT, Morocco (Bank Al-Maghrib) DH, Saudi Arabia (SAMA) SR, Qatar QR, Libya LD, Algeria دج.
  KWD: ['KD'],
  TND: ['DT'],
  MAD: ['Dh'],
  SAR: ['SR'],
  QAR: ['QR'],
  LYD: ['LD'],
  DZD: ['دج'],
  // U+FDFC RIAL SIGN (Unicode).
  IRR: ['﷼'],
  // The Central Bank of Uzbekistan's so'm with a typed apostrophe (CLDR has soʻm), and in Cyrillic.
  UZS: ["so'm", 'сўм'],
  // The Banco Central de Venezuela's abbreviation of bolívares.
  VES: ['Bs', 'Bs.'],
  // BCEAO writes FCFA for the West African franc, BEAC F CFA for the Central African one.
  XOF: ['FCFA'],
  XAF: ['F CFA'],
  // Banco de Moçambique's symbol of the metical, the Central Bank of Myanmar's of kyats.
  MZN: ['MT'],
  MMK: ['Ks'],
  // The Reserve Bank of Zimbabwe's Z$ (ZWL, withdrawn 2024: ISO 4217 list three).
  ZWL: ['Z$'],
  // The National Bank of Serbia's дин.
  RSD: ['дин'],
  // The Bank of Israel's abbreviation of shekel hadash, with gershayim or the quote typed for them, and in Arabic.
  ILS: ['ש"ח', 'ש״ח', 'ش.ج'],
  // The State Bank of Vietnam's abbreviations of đồng.
  VND: ['đ', 'VNĐ'],
  // No ISO code: the toman (ten Iranian rials, Central Bank of Iran), bitcoin (U+20BF BITCOIN SIGN).
  '-': ['تومان', '₿', 'BTC'],
};

/** Withdrawn ISO 4217 codes (list three) that old listings still show; ICU lists only current ones. */
export const WITHDRAWN_CODES = 'ATS BEF CUC DEM ESP FIM FRF GRD HRK IEP ITL NLG PTE SLL ZWL';
