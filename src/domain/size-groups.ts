/**
 * Sizes as a shopper reads them (issue 29): a catalogue's size facet mixes letter sizes, shoe
 * sizes, ages, volumes, weights and measurements ("L", "UK 7", "0-3 M", "50 ml", "45 x 45 cm"),
 * and a list ordered by count or by letter puts "100 ml" before "50 ml" and "XL" before "S". The
 * one rule for which kind a size is and where it stands in its kind; the filter panel shows the
 * kinds in SIZE_KINDS' order, each in its natural order.
 */

export const SIZE_KINDS = ["clothing", "shoes", "age", "volume", "weight", "dimensions", "other"] as const;
export type SizeKind = (typeof SIZE_KINDS)[number];

export const SIZE_KIND_LABELS: Record<SizeKind, string> = {
  clothing: "Clothing",
  shoes: "Shoes",
  age: "Age",
  volume: "Volume",
  weight: "Weight",
  dimensions: "Dimensions",
  other: "Other",
};

/** Letter sizes and their words, smallest first; the same rank is the same size (S, Small). */
const CLOTHING_RANKS: Record<string, number> = {
  xxxs: 0,
  "3xs": 0,
  xxs: 1,
  "2xs": 1,
  xs: 2,
  s: 3,
  small: 3,
  m: 4,
  medium: 4,
  l: 5,
  large: 5,
  xl: 6,
  xxl: 7,
  "2xl": 7,
  xxxl: 8,
  "3xl": 8,
  "4xl": 9,
  "5xl": 10,
  "6xl": 11,
  // One size for everyone comes after the ladder.
  "free size": 20,
  "one size": 20,
};

/** Shoe size systems in the order shown (the demo's are UK; a reseller may mix). */
const SHOE_SYSTEMS = ["uk", "us", "eu"];

/** Named sheet and bed sizes are measurements: placed by their area in cm² (ISO 216, Indian beds). */
const NAMED_AREAS: Record<string, number> = {
  a6: 10.5 * 14.8,
  a5: 14.8 * 21,
  a4: 21 * 29.7,
  a3: 29.7 * 42,
  a2: 42 * 59.4,
  single: 90 * 190,
  double: 135 * 190,
  queen: 150 * 200,
  king: 180 * 200,
};

const LENGTH_CM: Record<string, number> = { mm: 0.1, cm: 1, m: 100, in: 2.54, ft: 30.48 };
const VOLUME_ML: Record<string, number> = { ml: 1, cl: 10, l: 1000 };
const WEIGHT_G: Record<string, number> = { mg: 0.001, g: 1, kg: 1000 };

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
/** "50 ml", "1 L", "3 x 30 ml" (a pack: its whole volume counts). */
const AMOUNT = new RegExp(String.raw`^(?:(\d+)\s*x\s*)?${NUMBER}\s*([a-z]+)$`);
/**
 * "0-3 M", "2-3 Y", "1+ years", "6 months": a lone number needs the unit in words ("2 m" is metres).
 */
const AGE = new RegExp(
  String.raw`^${NUMBER}\s*(?:-\s*${NUMBER}\s*(m|y|mo|months?|yrs?|years?)|\+\s*(m|y|mo|months?|yrs?|years?)|\s(mo|months?|yrs?|years?))$`,
);
/** "45 x 45 cm", "100 x 50 x 75 cm", "24 cm", "4 x 6 in". */
const MEASURE = new RegExp(String.raw`^${NUMBER}(?:\s*x\s*${NUMBER})?(?:\s*x\s*${NUMBER})?\s*(mm|cm|m|in|ft)$`);
const SHOE = new RegExp(String.raw`^(uk|us|eu)\s*${NUMBER}$`);

/** A size's kind and its sort keys within the kind (compared in order, smaller first). */
export interface SizePlace {
  kind: SizeKind;
  keys: number[];
}

/** Which kind a size is and where it stands in it. */
export function sizePlace(size: string): SizePlace {
  const text = size.trim().toLowerCase().replace(/\s+/g, " ");
  const clothing = CLOTHING_RANKS[text];
  if (clothing !== undefined) return { kind: "clothing", keys: [clothing] };

  const shoe = SHOE.exec(text);
  if (shoe) return { kind: "shoes", keys: [SHOE_SYSTEMS.indexOf(shoe[1] ?? ""), Number(shoe[2])] };

  const age = AGE.exec(text);
  if (age) {
    const months = /^y/.test(age[3] ?? age[4] ?? age[5] ?? "") ? 12 : 1;
    const from = Number(age[1]) * months;
    // "1+ years" has no end: after every range starting at the same age.
    const to = age[2] !== undefined ? Number(age[2]) * months : age[4] !== undefined ? Number.MAX_SAFE_INTEGER : from;
    return { kind: "age", keys: [from, to] };
  }

  const measure = MEASURE.exec(text);
  if (measure) {
    const unit = LENGTH_CM[measure[4] ?? ""] ?? 1;
    const sides = [measure[1], measure[2], measure[3]].filter((side) => side !== undefined).map(Number);
    const [first = 0, second = first, third = 0] = sides.map((side) => side * unit);
    // By area (a length alone as its square); equal areas by depth, then fewer sides first.
    return { kind: "dimensions", keys: [first * second, third, sides.length] };
  }
  const named = NAMED_AREAS[text];
  if (named !== undefined) return { kind: "dimensions", keys: [named, 0, 0] };

  const amount = AMOUNT.exec(text);
  if (amount) {
    const pack = amount[1] !== undefined ? Number(amount[1]) : 1;
    const each = Number(amount[2]);
    const unit = amount[3] ?? "";
    const volume = VOLUME_ML[unit];
    if (volume !== undefined) return { kind: "volume", keys: [pack * each * volume, pack] };
    const weight = WEIGHT_G[unit];
    if (weight !== undefined) return { kind: "weight", keys: [pack * each * weight, pack] };
  }
  return { kind: "other", keys: [] };
}

const naturalText = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Sizes of one kind in their natural order; the text decides ties (and the "other" kind). */
export function compareSizes(a: string, b: string): number {
  const left = sizePlace(a);
  const right = sizePlace(b);
  const kinds = SIZE_KINDS.indexOf(left.kind) - SIZE_KINDS.indexOf(right.kind);
  if (kinds !== 0) return kinds;
  for (let index = 0; index < Math.max(left.keys.length, right.keys.length); index++) {
    const difference = (left.keys[index] ?? 0) - (right.keys[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return naturalText.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export interface SizeGroup<T extends { value: string }> {
  kind: SizeKind;
  label: string;
  values: T[];
}

/** Sizes grouped by kind, the kinds in SIZE_KINDS' order and each in its natural order. */
export function groupSizes<T extends { value: string }>(values: readonly T[]): SizeGroup<T>[] {
  const sorted = [...values].sort((a, b) => compareSizes(a.value, b.value));
  const groups: SizeGroup<T>[] = [];
  for (const entry of sorted) {
    const kind = sizePlace(entry.value).kind;
    const last = groups.at(-1);
    if (last?.kind === kind) last.values.push(entry);
    else groups.push({ kind, label: SIZE_KIND_LABELS[kind], values: [entry] });
  }
  return groups;
}
