import type { Config, Context } from "@netlify/functions";
import type { CategoriesResponse } from "../src/domain/catalogue";
import { CATALOGUE_CACHE_HEADERS, json, methodNotAllowed, toErrorResponse } from "./_shared/http";
import { createShopApiClient } from "./_shared/shop-api-client";

export const config: Config = { path: "/api/categories" };

/** GET /api/categories: the category tree with its subcategories. */
export default async (req: Request, _context: Context): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(req, ["GET"]);
  try {
    const categories = await createShopApiClient().getCategories();
    const body: CategoriesResponse = { categories };
    return json(body, { headers: CATALOGUE_CACHE_HEADERS });
  } catch (error) {
    return toErrorResponse(error);
  }
};
