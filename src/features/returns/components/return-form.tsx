import { useMemo } from "react";
import { Form } from "react-router";
import { FormAlert, FormField } from "@/components/form-field";
import { formatMoney } from "@/domain/money";
import type { OrderLine } from "@/domain/order";
import {
  RETURN_COMMENT_MAX_LENGTH,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  returnFormFields,
  returnFormSchema,
  returnRequestPath,
  unitsField,
  type ReturnFormField,
} from "@/domain/order-return";
import type { FormReply } from "@/lib/form/form-reply";
import { checkForm } from "@/lib/form-check";
import { useForm, useIsSubmitting } from "@/lib/form/use-form";

interface ReturnFormProps {
  orderId: number;
  /** The order's lines no return holds yet. */
  lines: readonly OrderLine[];
  reply: FormReply<ReturnFormField> | undefined;
}

function fieldIds(fields: readonly ReturnFormField[]): Record<ReturnFormField, string> {
  return Object.fromEntries(fields.map((field) => [field, `return-${field}`])) as Record<ReturnFormField, string>;
}

/**
 * The return form: how many units of each line go back (none by default), a reason from the list
 * and an optional comment. A POST to the page's action, so it works without script; with script
 * the browser checks it on the same schema before sending, and a refusal keeps what was chosen.
 */
export function ReturnForm({ orderId, lines, reply }: ReturnFormProps) {
  const path = returnRequestPath(orderId);
  const sending = useIsSubmitting(path);
  // Kept across renders: the form helper moves the focus when its fields or the reply change.
  const { fields, ids, schema } = useMemo(() => {
    const fields = returnFormFields(lines);
    return { fields, ids: fieldIds(fields), schema: returnFormSchema(lines) };
  }, [lines]);
  const { form, field, error } = useForm({
    fields,
    ids,
    check: (values) => checkForm(schema, values, fields),
    reply,
    initial: Object.fromEntries(lines.map((line) => [unitsField(line.id), "0"])),
    hints: fields.filter((name) => name !== "reason"),
  });

  return (
    <Form method="post" action={path} className="return-form" aria-labelledby="return-form-title" {...form}>
      <h2 id="return-form-title" className="return-form__title">
        What are you returning?
      </h2>
      <p>
        Choose how many units of each item go back. Items can be returned once, up to {RETURN_WINDOW_DAYS} days after
        delivery.
      </p>
      <FormAlert message={sending ? null : (reply?.formError ?? null)} />
      <ul className="return-form__lines">
        {lines.map((line) => {
          const name = unitsField(line.id);
          const details = [line.size && `Size ${line.size}`, line.color && `Colour ${line.color}`]
            .filter(Boolean)
            .join(", ");
          return (
            <li key={line.id} className="return-form__line">
              <FormField
                id={`return-${name}`}
                label={`${line.name}: units to return`}
                error={error(name)}
                hint={`Bought ${line.quantity} at ${formatMoney(line.unitPrice)} each${details ? ` (${details})` : ""}.`}
              >
                <select {...field(name)}>
                  {Array.from({ length: line.quantity + 1 }, (_, units) => (
                    <option key={units} value={String(units)}>
                      {units}
                    </option>
                  ))}
                </select>
              </FormField>
            </li>
          );
        })}
      </ul>
      <FormField id={ids.reason} label="Reason for the return" error={error("reason")}>
        <select required {...field("reason")}>
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={ids.comment}
        label="Comment (optional)"
        error={error("comment")}
        hint={`At most ${RETURN_COMMENT_MAX_LENGTH} characters.`}
      >
        <textarea rows={4} maxLength={RETURN_COMMENT_MAX_LENGTH} {...field("comment")} />
      </FormField>
      <button type="submit" className="button return-form__submit" disabled={sending}>
        {sending ? "Requesting…" : "Request the return"}
      </button>
    </Form>
  );
}
