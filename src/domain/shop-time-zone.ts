/**
 * The shop's clock, for a moment written where the shopper's is unknown (a page rendered on the
 * server, a browser without script): Eastern time, where most of its Canadian shoppers are.
 */
export const SHOP_TIME_ZONE = "America/Toronto";
