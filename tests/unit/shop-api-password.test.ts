// Unit: the shop API's PBKDF2 password hashing (shop-api/src/lib/password.ts).
import { pbkdf2Sync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  fromBase64Url,
  hashPassword,
  PBKDF2_ITERATIONS,
  toBase64Url,
  verifyPassword,
} from "../../shop-api/src/lib/password";
import { timingSafeEqual, timingSafeEqualText } from "@/domain/constant-time";

describe("shop-api password hashing", () => {
  it("writes pbkdf2$sha256$100000$<16-byte salt>$<32-byte key> with a fresh salt each time", async () => {
    const a = await hashPassword("Demo1234");
    const b = await hashPassword("Demo1234");
    expect(a).not.toBe(b);
    const [scheme, hash, iterations, salt, key] = a.split("$");
    expect([scheme, hash, iterations]).toEqual(["pbkdf2", "sha256", String(PBKDF2_ITERATIONS)]);
    expect(fromBase64Url(salt ?? "")?.length).toBe(16);
    expect(fromBase64Url(key ?? "")?.length).toBe(32);
    // Same derivation as Node's PBKDF2: hashes written by the seed script (Node) verify in the Worker.
    const expected = pbkdf2Sync("Demo1234", Buffer.from(salt ?? "", "base64url"), 100_000, 32, "sha256");
    expect(key).toBe(expected.toString("base64url"));
  });

  it("verifies the right password only", async () => {
    const stored = await hashPassword("Passw0rd!");
    expect(await verifyPassword("Passw0rd!", stored)).toBe(true);
    expect(await verifyPassword("Passw0rd", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("verifies a hash made by Node's pbkdf2 (as the seed writes them)", async () => {
    const salt = Buffer.alloc(16, 7);
    const key = pbkdf2Sync("Demo1234", salt, 100_000, 32, "sha256");
    const stored = `pbkdf2$sha256$100000$${salt.toString("base64url")}$${key.toString("base64url")}`;
    expect(await verifyPassword("Demo1234", stored)).toBe(true);
    expect(await verifyPassword("demo1234", stored)).toBe(false);
  });

  it("never verifies against a missing or malformed hash", async () => {
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "pbkdf2$sha1$1000$AAAA$AAAA")).toBe(false);
    expect(await verifyPassword("x", "pbkdf2$sha256$999999999$AAAA$AAAA")).toBe(false);
    expect(await verifyPassword("x", "pbkdf2$sha256$1000$!!$AAAA")).toBe(false);
  });

  it("compares bytes in full and round-trips base64url", () => {
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
    expect(timingSafeEqualText("pi_1_secret_a", "pi_1_secret_a")).toBe(true);
    expect(timingSafeEqualText("pi_1_secret_a", "pi_1_secret_b")).toBe(false);
    const bytes = new Uint8Array([0, 250, 251, 252, 253, 254, 255, 62, 63]);
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
  });
});
