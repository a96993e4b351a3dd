/** Password reset links (shop-api/src/routes/password-resets.ts): only their token's hash is stored. */
import * as v from "valibot";
import type { Locale } from "@domain/locale";
import { OptionalLocaleSchema } from "@domain/locale-schema";
import type { SessionUser } from "@domain/session";
import { READS, ShopApiError, type Transport } from "./transport";
import { VendorIdSchema, VendorOkSchema, VendorOkStatus } from "./vendor";

/** POST /api/create_password_reset (extension): the customer to write to, none for an unknown email. */
export const VendorPasswordResetSchema = v.object({
  status: VendorOkStatus,
  data: v.array(
    v.object({
      userid: VendorIdSchema,
      email: v.pipe(v.string(), v.nonEmpty()),
      name: v.string(),
      // A shop API from before the customer's language (or a vendor's) writes English.
      locale: OptionalLocaleSchema,
    }),
  ),
});

/** POST /api/use_password_reset (extension): the customer whose password changed, and the link's id. */
export const VendorUsedPasswordResetSchema = v.object({
  status: VendorOkStatus,
  reset_id: VendorIdSchema,
  data: v.array(v.object({ id: VendorIdSchema, user_name: v.string() })),
});

export function passwordResetCalls({ call }: Transport) {
  return {
    /**
     * POST /api/create_password_reset (extension): stores a reset link's token hash for the
     * account with `email`, and names its customer; null when no account has that email. A
     * ShopApiRefusal with status 404 means the shop API lacks the extension.
     */
    async createPasswordReset(
      email: string,
      tokenHash: string,
    ): Promise<{ customerId: number; email: string; name: string; locale: Locale } | null> {
      const body = await call("POST", "create_password_reset", VendorPasswordResetSchema, {
        email,
        token_hash: tokenHash,
      });
      const row = body.data[0];
      return row ? { customerId: row.userid, email: row.email, name: row.name.trim(), locale: row.locale } : null;
    },

    /** POST /api/check_password_reset (extension): resolves when the link can still set a password; refused (404, 410) when not. */
    async checkPasswordReset(tokenHash: string): Promise<void> {
      await call("POST", "check_password_reset", VendorOkSchema, { token_hash: tokenHash }, READS);
    },

    /**
     * POST /api/use_password_reset (extension): sets the password through the link whose token
     * hashes to `tokenHash`, once; a ShopApiRefusal (404 unknown, 410 used or expired) otherwise.
     */
    async usePasswordReset(tokenHash: string, password: string): Promise<{ user: SessionUser; resetId: number }> {
      const body = await call("POST", "use_password_reset", VendorUsedPasswordResetSchema, {
        token_hash: tokenHash,
        password,
      });
      const row = body.data[0];
      if (!row) throw new ShopApiError("upstream_invalid", "The shop API changed a password but sent no customer.");
      return { user: { id: row.id, name: row.user_name.trim() }, resetId: body.reset_id };
    },
  };
}
