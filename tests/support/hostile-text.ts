/**
 * Search text no shopper types on purpose but any can paste: long words of every Unicode script
 * class, emoji sequences, combining marks, direction marks, NUL and control characters, lone
 * surrogates. Shared by the unit, contract, functions and fuzz tests of the search, so each
 * throws the same kinds of text at its layer.
 */

/** Letters of each script class (each a run the search keeps as words). */
export const SCRIPT_LETTERS = {
  latin: "abcdefghijklmnopqrstuvwxyzäéîøüß",
  cyrillic: "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
  greek: "αβγδεζηθικλμνξοπρστυφχψω",
  arabic: "ابتثجحخدذرزسشصضطظعغفقكلمنهوي",
  hebrew: "אבגדהוזחטיכלמנסעפצקרשת",
  devanagari: "कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसह",
  thai: "กขคฆงจฉชซญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรลวศษสหฬอฮ",
  cjk: "中文字体测试商品衬衫棉质鞋子裙子",
  // Astral letters: each a surrogate pair in UTF-16 and 4 bytes in UTF-8.
  cjkExtensionB: "𠀀𠀁𠀂𠀃𠀄𠀅𠀆𠀇",
  hangul: "한국어셔츠면바지치마신발",
  digits: "0123456789٠١٢٣٤٥٦٧٨٩०१२३",
} as const;

export type Script = keyof typeof SCRIPT_LETTERS;
export const SCRIPTS = Object.keys(SCRIPT_LETTERS) as Script[];

/** Text that is not (only) letters: each breaks a different assumption about "characters". */
export const ODD_TEXT = {
  emoji: "😀🛒👗",
  zwjFamily: "👨‍👩‍👧‍👦",
  skinTones: "👍🏽👋🏿🤝🏻",
  flags: "🇮🇳🇺🇦",
  keycap: "1️⃣#️⃣",
  combining: "e\u0301a\u0300o\u0308",
  zalgo: `z${"\u0336\u0337\u0338\u0301\u0302\u0303".repeat(12)}`,
  devanagariWord: "हिन्दी",
  arabicVowelled: "كِتَابٌ",
  hebrewPointed: "שָׁלוֹם",
  rtlMarks: "\u200f\u202eabc\u202c\u2066x\u2069\u200e",
  zeroWidth: "a\u200bb\u200cc\u200dd\ufeff",
  nul: "a\u0000b",
  controls: "\u0001\u0007\u0008\u001b[31m\u007f\u0085\u009b",
  newlines: "a\r\nb\u2028c\u2029",
  loneHigh: "a\ud800b",
  loneLow: "\udfffz",
  halfPairAtEnd: `${"x".repeat(99)}😀`,
  sqlAndFts: `' OR 1=1 -- "NEAR(" * % _ \\ [a-z] ^`,
} as const;

/** `length` code points cycling over `letters`. */
export function longWord(letters: string, length: number): string {
  const points = [...letters];
  return Array.from({ length }, (_, index) => points[index % points.length]).join("");
}

/** UTF-8 bytes of `text` (a lone surrogate counts as U+FFFD, as TextEncoder writes it). */
export const byteLength = (text: string): number => new TextEncoder().encode(text).length;

/**
 * One long word per script at lengths around the limits that broke: 17 (51 bytes of Devanagari),
 * 48 (51 bytes of Latin: "% " + word + "%" past D1's 50) and `longest` code points.
 */
export function longWords(longest: number): { label: string; text: string }[] {
  return SCRIPTS.flatMap((script) =>
    [17, 48, longest].map((length) => ({
      label: `${length} ${script} letters`,
      text: longWord(SCRIPT_LETTERS[script], length),
    })),
  );
}

/** Every odd text, alone and glued to a long Latin word. */
export function oddTexts(): { label: string; text: string }[] {
  return Object.entries(ODD_TEXT).flatMap(([label, text]) => [
    { label, text },
    { label: `${label} in a long word`, text: `${longWord(SCRIPT_LETTERS.latin, 40)}${text}${longWord("shirt", 40)}` },
  ]);
}

/**
 * A random query from `random` (a seeded generator): 1 to 10 pieces, each a word of a random
 * script (1 to 80 code points) or an odd text, joined by spaces or nothing, cut to `maxUnits`
 * UTF-16 units when given (an API's own length limit).
 */
export function randomQuery(random: () => number, maxUnits?: number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const pieces: string[] = [];
  for (let count = 1 + Math.floor(random() * 10); count > 0; count--) {
    pieces.push(
      random() < 0.6
        ? longWord(SCRIPT_LETTERS[pick(SCRIPTS)], 1 + Math.floor(random() * 80))
        : pick(Object.values(ODD_TEXT)),
    );
    pieces.push(pick([" ", "", "  ", "-", "\t"]));
  }
  const text = pieces.join("");
  return maxUnits === undefined ? text : text.slice(0, maxUnits);
}

/**
 * `text` percent-encoded for a URL's query, lone surrogates included: encodeURIComponent throws
 * on them, so each is written as the three bytes UTF-8 would give it (invalid UTF-8, which is
 * what a client that does not check sends).
 */
export function encodeQueryValue(text: string): string {
  let encoded = "";
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}
