import { POSTAL_DISTRICTS } from "@domain/postal-code";
import type { MessageId, Translator } from "./translator";

/**
 * A province as the reader's language names it, from the name the shop API gives it (the tax
 * table's English name, which is also what an address stores and the address form posts). A name
 * the shop does not know is shown as it is.
 */
export function provinceName(t: Translator["t"], name: string): string {
  const key = name.trim().toLowerCase();
  const code = POSTAL_DISTRICTS.find((district) => district.province.toLowerCase() === key)?.code;
  return code ? t(`province.${code}` as MessageId) : name;
}
