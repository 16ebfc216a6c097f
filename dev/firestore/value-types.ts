/** A double in proto3 JSON: a number, or a string for what JSON numbers cannot carry. */
export type WireDouble = number | 'NaN' | 'Infinity' | '-Infinity' | '-0';

/** Firestore values in their proto3 JSON form, normalised on the way in (see values.ts). */
export type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: WireDouble }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: Value[] } }
  | { mapValue: { fields?: Fields } };

export type Fields = Record<string, Value>;

/** A stored document as it goes on the wire. */
export interface WireDocument {
  name: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

export const NULL_VALUE: Value = { nullValue: null };
