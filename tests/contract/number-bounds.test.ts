// Contract: every number a stranger can send the public calls (shop-api/src/lib/auth.ts, PUBLIC_CALLS)
// is bounded, and anything out of range is a 400 in the contract's error shape, never a 500. Issue
// 37: `max_amt: 9007199254740993` (or 1e308) reached the paise conversion and answered 500. Bodies
// are sent as written here, so a literal like 9007199254740993 or 1e309 arrives as such, not as
// the nearest number JavaScript could print.
import { describe, expect, it } from "vitest";
import { type ApiResponse, call, expectError, expectOk } from "./api";

/** The largest amount a price filter may name (MAX_FILTER_RUPEES in src/domain/money.ts), written out. */
const MAX_RUPEES = 1_000_000_000;

/** Out of range or of the wrong type for any number of these calls. */
const HOSTILE = [
  "9007199254740993",
  "1e308",
  "-1e308",
  "1e309",
  "-1e309",
  '"NaN"',
  '"Infinity"',
  '"-Infinity"',
  '"1e308"',
  '"9007199254740993"',
  '"99999999999999999999999999"',
  '"0x10"',
  '""',
  "[1]",
  "[]",
  '{"value":1}',
  "true",
];
/** For ids: the above, and numbers no id can be. */
const NOT_IDS = [...HOSTILE, "-1", "0", "1.5", '"-1"', '"1.5"', '" "'];
/** For amounts: the above, negative ones, and one paisa over the bound. */
const NOT_AMOUNTS = [...HOSTILE, "-1", "-0.01", '"-1"', String(MAX_RUPEES + 0.01), `"${MAX_RUPEES + 0.01}"`];

/** A call's JSON body with `field` set to the raw JSON text `raw` (nested: "ids[]" puts it in a list). */
function bodyWith(base: Record<string, unknown>, field: string, raw: string): string {
  const marker = "__value__";
  const key = field.replace("[]", "");
  const placed = field.endsWith("[]") ? [marker] : marker;
  return JSON.stringify({ ...base, [key]: placed }).replace(`"${marker}"`, raw);
}

/** A public call, as a stranger makes it: no service token. */
const publicCall = (method: "GET" | "POST", path: string, body?: string): Promise<ApiResponse> =>
  call(method, path, body, {}, { token: null });

interface Field {
  path: string;
  base: Record<string, unknown>;
  field: string;
  values: readonly string[];
}

const FILTER = { subcat_id: null, min_amt: 0, max_amt: 5000 };
const PAGE = { cat_id: null, subcat_id: null, min_amt: null, max_amt: null, page: 1, page_size: 12 };

const FIELDS: Field[] = [
  { path: "/api/GetAllProductFilter", base: FILTER, field: "min_amt", values: NOT_AMOUNTS },
  { path: "/api/GetAllProductFilter", base: FILTER, field: "max_amt", values: NOT_AMOUNTS },
  { path: "/api/GetAllProductFilter", base: FILTER, field: "subcat_id", values: NOT_IDS },
  { path: "/api/GetProductPage", base: PAGE, field: "min_amt", values: NOT_AMOUNTS },
  { path: "/api/GetProductPage", base: PAGE, field: "max_amt", values: NOT_AMOUNTS },
  { path: "/api/GetProductPage", base: PAGE, field: "cat_id", values: NOT_IDS },
  { path: "/api/GetProductPage", base: PAGE, field: "subcat_id", values: NOT_IDS },
  { path: "/api/GetProductPage", base: PAGE, field: "min_rating", values: [...HOSTILE, "-1", "5.01", '"3"'] },
  { path: "/api/GetProductPage", base: PAGE, field: "page", values: [...NOT_IDS, "1000001", '"1000001"'] },
  { path: "/api/GetProductPage", base: PAGE, field: "page_size", values: [...NOT_IDS, "101", '"101"'] },
  { path: "/api/GetProductPage", base: PAGE, field: "in_stock", values: ["1", "1e308", '"true"', "[true]"] },
  { path: "/api/GetProductPage", base: PAGE, field: "sizes", values: ["1e308", '"M"', "[1e308]", "[[]]"] },
  { path: "/api/GetProductPage", base: PAGE, field: "q", values: ["1e308", "9007199254740993", "[1]", "{}"] },
  { path: "/api/GetProductsByIds", base: { ids: [1] }, field: "ids[]", values: NOT_IDS },
  { path: "/api/GetProductsByIds", base: { ids: [1] }, field: "ids", values: ["1", "1e308", '"1"', "{}"] },
  { path: "/api/GetSearchSuggestions", base: { q: "shirt" }, field: "q", values: ["1e308", "9007199254740993", "[1]"] },
];

describe("numbers in the public calls", () => {
  it.each(FIELDS.map((field) => [`${field.path} ${field.field}`, field] as const))(
    "%s: every out-of-range number or wrong type is a 400 naming the field",
    async (_label, { path, base, field, values }) => {
      const named = new RegExp(field.replace("[]", ""));
      const answers = await Promise.all(values.map((raw) => publicCall("POST", path, bodyWith(base, field, raw))));
      answers.forEach((answer, index) => {
        expect.soft(answer.status, `${field}: ${values[index]} -> ${answer.text}`).toBe(400);
        if (answer.status === 400) expectError(answer, 400, named);
      });
    },
  );

  it("GET /api/GetProduct/{id}: an id out of range is a 400, a safe but unknown one a 404", async () => {
    const ids = ["9007199254740993", "9999999999999999", "1e308", "-1", "0", "1.5", "NaN", "Infinity", "0x10"];
    for (const id of ids) expectError(await publicCall("GET", `/api/GetProduct/${id}`), 400, /id/);
    expectError(await publicCall("GET", `/api/GetProduct/${Number.MAX_SAFE_INTEGER}`), 404, /Unknown product/);
  });

  it("the bounds themselves are accepted: amounts up to 1,000,000,000 rupees, ids up to 2^53 - 1", async () => {
    const filter = await publicCall(
      "POST",
      "/api/GetAllProductFilter",
      JSON.stringify({ subcat_id: null, min_amt: MAX_RUPEES, max_amt: MAX_RUPEES }),
    );
    expectOk(filter);
    expect(filter.body).toMatchObject({ data: [] });
    const everything = await publicCall(
      "POST",
      "/api/GetProductPage",
      JSON.stringify({ min_amt: "0", max_amt: String(MAX_RUPEES), page: 1_000_000, page_size: 100 }),
    );
    expectOk(everything);
    expect((everything.body as { total: number }).total).toBeGreaterThan(0);
    const unknown = await publicCall(
      "POST",
      "/api/GetProductsByIds",
      JSON.stringify({ ids: [Number.MAX_SAFE_INTEGER] }),
    );
    expectOk(unknown);
    expect(unknown.body).toMatchObject({ data: [] });
    // A safe id no subcategory has filters everything out.
    const none = await publicCall(
      "POST",
      "/api/GetProductPage",
      JSON.stringify({ subcat_id: Number.MAX_SAFE_INTEGER }),
    );
    expectOk(none);
    expect(none.body).toMatchObject({ total: 0 });
  });
});
