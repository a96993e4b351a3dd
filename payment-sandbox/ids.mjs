import { randomInt } from "node:crypto";

const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function randomAlnum(length) {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

export const newId = (prefix) => `${prefix}_${randomAlnum(24)}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
