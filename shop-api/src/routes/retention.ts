// The retention job's call (issue 41, decision 059): the functions' scheduled retention.ts and
// `npm run retention:run` ask it; service token only, like every call that is not a catalogue read.
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { readBody } from "../lib/http";
import { applyRetention, RETENTION_BATCH } from "../lib/retention";

export const retention = new Hono<AppEnv>();

const RetentionBody = v.object(
  {
    limit: v.optional(
      v.pipe(v.number("limit must be a number."), v.integer(), v.minValue(1), v.maxValue(RETENTION_BATCH)),
      RETENTION_BATCH,
    ),
  },
  "The request body must be a JSON object.",
);

/** One bounded run: how many rows of each kind it removed or emptied (0 everywhere once nothing is due). */
retention.post("/apply_retention", async (c) => {
  const { limit } = await readBody(c, RetentionBody);
  const counts = await applyRetention(c.env.DB, new Date(), limit);
  return c.json({ status: "true", ...counts });
});
