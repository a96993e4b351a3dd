import { useMemo } from "react";
import { Form } from "react-router";
import { FormAlert, FormField } from "@/components/form-field";
import type { OrderLine } from "@/domain/order";
import {
  RETURN_COMMENT_MAX_LENGTH,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  returnFormFields,
  returnFormSchema,
  orderLinkReturnPath,
  returnRequestPath,
  tooManyUnitsMessage,
  unitsField,
  type ReturnFormField,
} from "@/domain/order-return";
import type { FormReply } from "@/lib/form/form-reply";
import { checkForm } from "@/lib/form-check";
import { useForm, useIsSubmitting } from "@/lib/form/use-form";
import { useOrderWords } from "@/lib/order-words";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useOptionLabel } from "@/lib/i18n/option-label";
import type { MessageId } from "@/lib/i18n/translator";

/** The reasons in RETURN_REASONS's order: the form posts the English reason, the shopper reads it in the page's language. */
const RETURN_REASON_IDS: readonly MessageId[] = [
  "return.reason.0",
  "return.reason.1",
  "return.reason.2",
  "return.reason.3",
  "return.reason.4",
  "return.reason.5",
];

interface ReturnFormProps {
  orderId: number;
  /** A guest's order link (decision 060), which the return is posted with. */
  token?: string | null;
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
/** A line's error: the domain's "You bought 2 of these..." counts, worded here; the others by FormField. */
function useUnitsError(): (message: string | undefined, bought: number) => string | undefined {
  const { t } = useI18n();
  return (message, bought) =>
    message === tooManyUnitsMessage(bought) ? t("return.tooMany", { count: bought }) : message;
}

export function ReturnForm({ orderId, token = null, lines, reply }: ReturnFormProps) {
  const { t, path: localized, money } = useI18n();
  const labelOf = useOptionLabel();
  const words = useOrderWords();
  const unitsError = useUnitsError();
  const page = localized(returnRequestPath(orderId));
  const sending = useIsSubmitting(page);
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
    <Form
      method="post"
      action={token === null ? page : localized(orderLinkReturnPath(orderId, token))}
      className="return-form"
      aria-labelledby="return-form-title"
      {...form}
    >
      <h2 id="return-form-title" className="return-form__title">
        {t("return.formTitle")}
      </h2>
      <p>{t("return.formIntro", { days: RETURN_WINDOW_DAYS })}</p>
      <FormAlert message={sending || !reply?.formError ? null : words.message(reply.formError)} />
      <ul className="return-form__lines">
        {lines.map((line) => {
          const name = unitsField(line.id);
          const details = [
            line.size && t("return.sizeOf", { size: labelOf(line.size).text }),
            line.color && t("return.colourOf", { colour: labelOf(line.color).text }),
          ]
            .filter(Boolean)
            .join(", ");
          return (
            <li key={line.id} className="return-form__line">
              <FormField
                id={`return-${name}`}
                label={t("return.unitsLabel", { name: line.name })}
                error={unitsError(error(name), line.quantity)}
                hint={
                  details
                    ? t("return.boughtDetails", {
                        quantity: line.quantity,
                        price: money(line.unitPrice),
                        details,
                      })
                    : t("return.bought", { quantity: line.quantity, price: money(line.unitPrice) })
                }
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
      <FormField id={ids.reason} label={t("return.reasonLabel")} error={error("reason")}>
        <select required {...field("reason")}>
          <option value="">{t("return.chooseReason")}</option>
          {RETURN_REASONS.map((reason, index) => (
            <option key={reason} value={reason}>
              {t(RETURN_REASON_IDS[index] ?? "return.reason.0")}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={ids.comment}
        label={t("return.commentLabel")}
        error={error("comment")}
        hint={t("return.commentHint", { max: RETURN_COMMENT_MAX_LENGTH })}
      >
        <textarea rows={4} maxLength={RETURN_COMMENT_MAX_LENGTH} {...field("comment")} />
      </FormField>
      <button type="submit" className="button return-form__submit" disabled={sending}>
        {sending ? t("return.requesting") : t("return.submit")}
      </button>
    </Form>
  );
}
