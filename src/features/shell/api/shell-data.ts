import type { CategoriesResponse } from "@/domain/catalogue";
import type { LogoResponse } from "@/domain/product";
import type { SettledPart } from "@/lib/load-result";

/** GET /api/logo's answer, read by the root route's loader for the header, the footer and the checkout top. */
export type LogoState = SettledPart<LogoResponse>;

/** The category tree for the header menus, the small-screen menu and the footer (root route loader). */
export type MenuCategoriesState = SettledPart<CategoriesResponse>;
