// Consent records (migration 0022, decision 047): the statement that writes one, and the question
// "does this customer consent now?", shared by registration, the consent routes and the letter.
import * as v from "valibot";
import { CONSENT_SOURCES, type ConsentSource } from "@domain/consent";
import type { Locale } from "@domain/locale";
import { Text } from "./schemas";

/** What a grant or withdrawal carries besides the customer and the answer. */
export const ConsentContext = {
  source: v.picklist(CONSENT_SOURCES, `source must be ${CONSENT_SOURCES.join(", ")}.`),
  wording_version: Text("wording_version", 60),
  client_address: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(45))), null),
};

export interface ConsentRecord {
  customerId: number;
  granted: boolean;
  source: ConsentSource;
  wordingVersion: string;
  locale: Locale;
  clientAddress: string | null;
}

export function recordConsent(db: D1Database, record: ConsentRecord, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO consent_records (customer_id, granted, recorded_at, source, wording_version, locale, client_address)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(
      record.customerId,
      record.granted ? 1 : 0,
      now.toISOString(),
      record.source,
      record.wordingVersion,
      record.locale,
      record.clientAddress,
    );
}

/** SQL true when customer `column` has a current consent: their latest record is a grant. */
export function consentsNow(column: string): string {
  return `COALESCE((SELECT granted FROM consent_records WHERE customer_id = ${column} ORDER BY id DESC LIMIT 1), 0) = 1`;
}
