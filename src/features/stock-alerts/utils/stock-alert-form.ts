/**
 * What /stock-alerts' action accepts (read on the server only): follow or stop following one
 * product, coming back to `returnTo` after a post without script, or mark the products the list
 * showed in stock as seen (`ids=3,17`).
 */
import * as v from "valibot";
import { IdTextSchema } from "@/domain/ids";
import { STOCK_ALERTS_MAX_ITEMS } from "@/domain/stock-alerts";
import { safeReturnTo } from "@/lib/safe-return-to";

const StockAlertWriteSchema = v.variant("intent", [
  v.object({
    intent: v.picklist(["add", "remove"]),
    productId: IdTextSchema,
    returnTo: v.pipe(
      v.optional(v.string(), ""),
      v.transform((text): string | null => safeReturnTo(text)),
    ),
  }),
  v.object({
    intent: v.literal("seen"),
    ids: v.pipe(
      v.optional(v.string(), ""),
      v.transform((text) => (text === "" ? [] : text.split(","))),
      v.array(IdTextSchema),
      v.maxLength(STOCK_ALERTS_MAX_ITEMS),
    ),
  }),
]);
export type StockAlertWrite = v.InferOutput<typeof StockAlertWriteSchema>;

/** The posted write, or null for anything else. */
export function stockAlertWriteOf(form: FormData): StockAlertWrite | null {
  const result = v.safeParse(StockAlertWriteSchema, Object.fromEntries(form));
  return result.success ? result.output : null;
}
