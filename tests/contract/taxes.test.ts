// Contract: GET /api/GetAllTax.
import { describe, expect, it } from "vitest";
import { expectOk, get } from "./api";

interface TaxJson {
  id: number;
  province: string;
  province_code: string;
  gst_hst_tax: number;
  pst_tax: number;
}

describe("GET /api/GetAllTax", () => {
  it("lists the 13 provinces and territories with their GST/HST and PST rates", async () => {
    const response = await get("/api/GetAllTax");
    expectOk(response);
    expect(typeof response.body.message).toBe("string");
    const rows = response.body.data as TaxJson[];
    expect(rows).toHaveLength(13);
    for (const row of rows) {
      expect(Number.isInteger(row.id)).toBe(true);
      expect(typeof row.gst_hst_tax).toBe("number");
      expect(typeof row.pst_tax).toBe("number");
    }
    const byCode = new Map(rows.map((row) => [row.province_code, row]));
    expect([...byCode.keys()].sort()).toEqual([
      "AB",
      "BC",
      "MB",
      "NB",
      "NL",
      "NS",
      "NT",
      "NU",
      "ON",
      "PE",
      "QC",
      "SK",
      "YT",
    ]);
    expect(byCode.get("ON")).toMatchObject({ province: "Ontario", gst_hst_tax: 13, pst_tax: 0 });
    expect(byCode.get("BC")).toMatchObject({ province: "British Columbia", gst_hst_tax: 5, pst_tax: 7 });
    expect(byCode.get("QC")).toMatchObject({ province: "Quebec", gst_hst_tax: 5, pst_tax: 9.975 });
    expect(byCode.get("AB")).toMatchObject({ province: "Alberta", gst_hst_tax: 5, pst_tax: 0 });
  });
});
