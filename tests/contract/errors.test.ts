// Contract: the error shape everywhere: unknown routes and methods, malformed JSON on every POST
// route, oversized bodies. Every response is JSON {status: 'false', message} with a 4xx.
import { describe, expect, it } from "vitest";
import { call, expectError, expectOk, get, post } from "./api";

const POST_ROUTES = [
  "/api/customer_login",
  "/api/insert_customer",
  "/api/GetAllCategory",
  "/api/GetAllProductFilter",
  "/api/GetOrderDetails",
  "/api/insert_Customeraddress",
  "/api/GetAllAddress",
  "/api/Add_cart",
  "/api/Delete_cart",
  "/api/clear_cart",
  "/api/add_cart_lines",
  "/api/set_cart_unit",
  "/api/insert_order",
  "/api/cancel_order",
  "/api/advance_order",
  "/api/update_address",
  "/api/delete_address",
];
const GET_ROUTES = ["/api/GetAllHeaderWithProduct", "/api/GetAllProduct", "/api/GetAllTax", "/api/GetResellerLogo"];

describe("error shape", () => {
  it("answers 404 {status:'false', message:'Not found'} for unknown routes", async () => {
    expectError(await get("/api/NoSuchCall"), 404, "Not found");
    expectError(await post("/api/NoSuchCall", {}), 404, "Not found");
    expectError(await get("/nothing/here"), 404, "Not found");
  });

  it("answers 404 JSON for a known path with the wrong method", async () => {
    expectError(await get("/api/customer_login"), 404, "Not found");
    expectError(await post("/api/GetAllTax", {}), 404, "Not found");
    expectError(await call("DELETE", "/api/GetAllProduct"), 404, "Not found");
  });

  it("answers 400 JSON for malformed JSON on every POST route", async () => {
    for (const route of POST_ROUTES) expectError(await post(route, '{"broken": '), 400, "Malformed JSON body.");
  });

  it("answers 400 for a JSON value of the wrong kind on every POST route", async () => {
    for (const route of POST_ROUTES) {
      const response = await post(route, route === "/api/GetAllCategory" ? "42" : '"text"');
      expectError(response, 400);
    }
  });

  it("refuses bodies over 64 KB with 413", async () => {
    const big = JSON.stringify({ email: "x".repeat(70_000), password: "y" });
    expectError(await post("/api/customer_login", big), 413, /too large/);
  });

  it("serves every GET call of the contract", async () => {
    for (const route of GET_ROUTES) {
      const response = await get(route);
      expectOk(response);
      expect(Array.isArray(response.body.data)).toBe(true);
    }
  });
});
