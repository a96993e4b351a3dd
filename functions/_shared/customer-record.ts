/**
 * A customer's own record in Netlify Blobs, one JSON blob per customer id in a store of its own
 * (the wishlist, the back-in-stock alerts): it follows the account across devices and is not left
 * on a shared one at sign-out (docs/decisions/007). What is read is checked against the record's
 * schema; a malformed blob is logged and read as no record.
 */
import * as v from "valibot";
import { blobStore, changeRecord, type Decision } from "./blob-record";

export interface CustomerRecords<T> {
  read(customerId: number): Promise<T | null>;
  /** Replaces the record whole. */
  write(customerId: number, record: T): Promise<void>;
  /** Read-modify-write that holds when several requests change the record at once (blob-record.ts). */
  change<R>(customerId: number, decide: (current: T | null) => Decision<R>): Promise<R>;
  /** Every customer with a record (the scheduled back-in-stock run reads them all). */
  customerIds(): Promise<number[]>;
}

export function customerRecords<TSchema extends v.GenericSchema>(
  storeName: string,
  schema: TSchema,
): CustomerRecords<v.InferOutput<TSchema>> {
  const parse = (customerId: number, stored: unknown): v.InferOutput<TSchema> | null => {
    if (stored === null) return null;
    const parsed = v.safeParse(schema, stored);
    if (!parsed.success) console.error(`[${storeName}] ignoring a malformed record for customer ${customerId}`);
    return parsed.success ? parsed.output : null;
  };
  return {
    async read(customerId) {
      return parse(customerId, await blobStore(storeName).get(String(customerId), { type: "json" }));
    },
    async write(customerId, record) {
      await blobStore(storeName).setJSON(String(customerId), record);
    },
    change(customerId, decide) {
      return changeRecord(storeName, String(customerId), (stored) => decide(parse(customerId, stored ?? null)));
    },
    async customerIds() {
      const { blobs } = await blobStore(storeName).list();
      return blobs.map((blob) => Number(blob.key)).filter((id) => Number.isSafeInteger(id) && id > 0);
    },
  };
}
