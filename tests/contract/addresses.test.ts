// Contract: insert_Customeraddress, GetAllAddress and the update_address / delete_address extensions.
import { describe, expect, it } from "vitest";
import { ADDRESS, DEMO, expectError, expectOk, newAddress, newCustomer, post } from "./api";

const ADDRESS_KEYS = [
  "firstname",
  "lastname",
  "address1",
  "address2",
  "city",
  "district",
  "STATE",
  "province",
  "pincode",
  "mobileno",
  "country",
  "id",
];

describe("POST /api/GetAllAddress", () => {
  it("lists the demo customer's Ontario and British Columbia addresses", async () => {
    const response = await post("/api/GetAllAddress", { user_id: DEMO.id, res_id: 1 });
    expectOk(response);
    const list = response.body.data as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const address of list) for (const key of ADDRESS_KEYS) expect(address).toHaveProperty(key);
    expect(list.map((a) => a.province)).toEqual(expect.arrayContaining(["Ontario", "British Columbia"]));
    expect(list.every((a) => a.country === "Canada")).toBe(true);
  });

  it("accepts a string user_id and refuses missing, wrong and unknown ids", async () => {
    expectOk(await post("/api/GetAllAddress", { user_id: String(DEMO.id), res_id: 1 }));
    expectError(await post("/api/GetAllAddress", { res_id: 1 }), 400, /user_id/);
    expectError(await post("/api/GetAllAddress", { user_id: { id: 1 }, res_id: 1 }), 400, /user_id/);
    expectError(await post("/api/GetAllAddress", { user_id: 999999, res_id: 1 }), 404, /customer/i);
    expectError(await post("/api/GetAllAddress", { user_id: DEMO.id, res_id: 3 }), 404, /reseller/i);
    expectError(await post("/api/GetAllAddress", "[oops"), 400, /JSON/);
  });
});

describe("POST /api/insert_Customeraddress", () => {
  it("saves an address that GetAllAddress then returns in the contract's shape", async () => {
    const customer = await newCustomer();
    const before = await post("/api/GetAllAddress", { user_id: customer.id, res_id: 1 });
    expectOk(before);
    expect(before.body.data).toEqual([]);

    const saved = await post("/api/insert_Customeraddress", {
      ...ADDRESS,
      userid: customer.id,
      pincode: "m5h2n2",
      province: "ON",
      state: "",
    });
    expectOk(saved);
    expect(typeof saved.body.message).toBe("string");
    const id = saved.body.data[0].id as number;

    const after = await post("/api/GetAllAddress", { user_id: customer.id, res_id: 1 });
    expectOk(after);
    expect(after.body.data).toHaveLength(1);
    expect(after.body.data[0]).toMatchObject({
      id,
      firstname: "Jane",
      lastname: "Contract",
      address1: ADDRESS.address1,
      address2: ADDRESS.address2,
      city: "Toronto",
      district: "",
      STATE: "Ontario",
      province: "Ontario",
      pincode: "M5H 2N2",
      mobileno: ADDRESS.mobile,
      country: "Canada",
    });
  });

  it("refuses missing fields, a bad postal code or province, wrong types and unknown customers", async () => {
    const customer = await newCustomer();
    for (const field of ["name", "mobile", "address1", "city", "pincode", "province", "userid"]) {
      const body: Record<string, unknown> = { ...ADDRESS, userid: customer.id };
      delete body[field];
      expectError(await post("/api/insert_Customeraddress", body), 400, new RegExp(field));
    }
    const good = { ...ADDRESS, userid: customer.id };
    expectError(await post("/api/insert_Customeraddress", { ...good, pincode: "12-AB" }), 400, /pincode/);
    expectError(await post("/api/insert_Customeraddress", { ...good, pincode: "M5H-2N2" }), 400, /pincode/);
    // Issue 40: a numeric zip has 5 or 6 digits, a mobile is a 10-digit North American number.
    for (const pincode of ["1", "1234", "1234567"]) {
      expectError(await post("/api/insert_Customeraddress", { ...good, pincode }), 400, /pincode/);
    }
    for (const mobile of ["1", "12345", "0165550123", "+44 20 7946 0958"]) {
      expectError(await post("/api/insert_Customeraddress", { ...good, mobile }), 400, /^mobile must be a 10-digit/);
    }
    // Issue 31: a postal code's first letter is its province's (Ontario: K, L, M, N or P).
    expectError(
      await post("/api/insert_Customeraddress", { ...good, pincode: "V6B 1A1" }),
      400,
      /^pincode is not in Ontario: A postal code in Ontario starts with K, L, M, N or P\.$/,
    );
    expectError(
      await post("/api/insert_Customeraddress", { ...good, province: "Atlantis", state: "" }),
      400,
      /province/i,
    );
    expectError(await post("/api/insert_Customeraddress", { ...good, state: "Quebec" }), 400, /state/);
    expectError(await post("/api/insert_Customeraddress", { ...good, country: "India" }), 400, /Canada/);
    expectError(await post("/api/insert_Customeraddress", { ...good, email: "nope" }), 400, /email/);
    expectError(await post("/api/insert_Customeraddress", { ...good, city: 12 }), 400, /city/);
    expectError(await post("/api/insert_Customeraddress", { ...good, userid: 999999 }), 404, /customer/i);
    expectError(await post("/api/insert_Customeraddress", '{"name":'), 400, /JSON/);
    const list = await post("/api/GetAllAddress", { user_id: customer.id, res_id: 1 });
    expect(list.body.data).toEqual([]);
  });

  it("keeps a numeric zip as sent, in any province", async () => {
    const customer = await newCustomer();
    const saved = await post("/api/insert_Customeraddress", {
      ...ADDRESS,
      userid: customer.id,
      pincode: " 416001 ",
      province: "Yukon",
      state: "",
    });
    expectOk(saved);
    expect(saved.body.data[0]).toMatchObject({ province: "Yukon", pincode: "416001" });
  });

  it("stores a mobile typed with spaces, dashes, parentheses or +1 as its 10 digits (issue 40)", async () => {
    const customer = await newCustomer();
    const saved = await post("/api/insert_Customeraddress", {
      ...ADDRESS,
      userid: customer.id,
      mobile: "+1 (416) 555-0123",
    });
    expectOk(saved);
    expect(saved.body.data[0]).toMatchObject({ mobileno: "4165550123" });
  });
});

describe("POST /api/update_address and /api/delete_address (extensions)", () => {
  it("updates and deletes the customer's own address", async () => {
    const customer = await newCustomer();
    const id = await newAddress(customer.id);
    const updated = await post("/api/update_address", {
      ...ADDRESS,
      userid: customer.id,
      address_id: id,
      city: "Vancouver",
      province: "British Columbia",
      state: "BC",
      pincode: "V6B 1A1",
    });
    expectOk(updated);
    expect(updated.body.data[0]).toMatchObject({
      id,
      city: "Vancouver",
      province: "British Columbia",
      STATE: "British Columbia",
    });
    const list = await post("/api/GetAllAddress", { user_id: customer.id, res_id: 1 });
    expect(list.body.data[0]).toMatchObject({ id, city: "Vancouver", pincode: "V6B 1A1" });

    expectOk(await post("/api/delete_address", { userid: customer.id, address_id: id }));
    const empty = await post("/api/GetAllAddress", { user_id: customer.id, res_id: 1 });
    expect(empty.body.data).toEqual([]);
    expectError(await post("/api/delete_address", { userid: customer.id, address_id: id }), 404, /address/);
  });

  it("answers 404 for another customer's address and leaves it untouched", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const id = await newAddress(owner.id);
    expectError(
      await post("/api/update_address", { ...ADDRESS, userid: other.id, address_id: id, city: "Hacked" }),
      404,
      /address/,
    );
    expectError(await post("/api/delete_address", { userid: other.id, address_id: id }), 404, /address/);
    const list = await post("/api/GetAllAddress", { user_id: owner.id, res_id: 1 });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].city).toBe("Toronto");
  });

  it("refuses bad input", async () => {
    expectError(await post("/api/delete_address", { userid: DEMO.id }), 400, /address_id/);
    expectError(await post("/api/delete_address", { userid: DEMO.id, address_id: -1 }), 400, /address_id/);
    expectError(await post("/api/update_address", { ...ADDRESS, userid: DEMO.id }), 400, /address_id/);
    // The province's first letter holds on an update too: Quebec's are G, H and J.
    expectError(
      await post("/api/update_address", { ...ADDRESS, userid: DEMO.id, address_id: 1, province: "QC", state: "" }),
      400,
      /starts with G, H or J/,
    );
    expectError(await post("/api/update_address", { ...ADDRESS, userid: DEMO.id, address_id: 999999 }), 404, /address/);
    expectError(await post("/api/delete_address", "nope"), 400, /JSON/);
  });
});
