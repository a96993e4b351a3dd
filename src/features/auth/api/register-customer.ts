/** POST /api/customers: registers a customer (it does not sign in; SPEC.md section 4 goes to /login). */
import * as v from "valibot";
import { SessionUserSchema, type RegisterBody } from "@/domain/account";
import { apiSend } from "@/lib/api-client";

const RegisterResponseSchema = v.object({ customer: SessionUserSchema, message: v.string() });
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>;

export function registerCustomer(body: RegisterBody): Promise<RegisterResponse> {
  return apiSend("POST", "/api/customers", body, RegisterResponseSchema);
}
