import * as v from "valibot";
import { IdSchema } from "@/domain/ids";
import { apiSend } from "@/lib/api-client";

const DeletedResponseSchema = v.object({ deleted: IdSchema });

/** DELETE /api/addresses/{id}; resolves only once the server has removed it, else throws ApiError. */
export async function deleteAddress(id: number): Promise<void> {
  await apiSend("DELETE", `/api/addresses/${id}`, undefined, DeletedResponseSchema);
}
