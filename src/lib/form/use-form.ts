/**
 * The one way a form is written here (docs/design-notes.md, "How a form is written"): a
 * `<Form method="post">` to its route's action, with fields that take their props from this hook.
 * The browser checks the form on the schema the action checks it with before sending it; the
 * action's reply (FormReply) puts the values and messages back, with script or without.
 */
import { useEffect, useState, type FormEvent } from "react";
import { useLocation, useNavigation } from "react-router";
import { fieldA11y } from "@/components/form-field";
import { firstInvalidField, type FieldErrors } from "@/lib/form-check";
import { postedValues, type FormReply } from "./form-reply";

interface FormOptions<F extends string> {
  /** The fields in screen order: the first invalid one gets the focus. */
  fields: readonly F[];
  /** Each field's element id; its label, hint (`-hint`) and error (`-error`) derive from it. */
  ids: Readonly<Record<F, string>>;
  /** The browser's check, on the schema the action checks the same form with. */
  check: (values: Record<F, string>) => { ok: true } | { ok: false; errors: FieldErrors<F> };
  /** The action's answer to the last submit, when it sent the form back. */
  reply: FormReply<F> | undefined;
  /** What the fields hold before anything was posted (an address being changed, a handed-over email). */
  initial?: Partial<Record<F, string>>;
  /** Fields with a hint under them. */
  hints?: readonly F[];
}

function focusField<F extends string>(ids: Readonly<Record<F, string>>, field: F | undefined) {
  if (field) document.getElementById(ids[field])?.focus();
}

/**
 * Each field's id, name, value, `aria-invalid` and `aria-describedby`, and the form's own
 * handlers: on submit the browser checks every field, shows the first message of each and moves
 * the focus to the first invalid one instead of sending; after a first submit the messages follow
 * the shopper's corrections. A message from the action stays on its field until the field changes,
 * and the first field it names gets the focus.
 */
export function useForm<F extends string>({ fields, ids, check, reply, initial, hints }: FormOptions<F>) {
  // null until the first submit: nobody is told off before they ask to send.
  const [checked, setChecked] = useState<FieldErrors<F> | null>(null);
  const [edited, setEdited] = useState<ReadonlySet<F>>(new Set());
  const [replySeen, setReplySeen] = useState(reply);
  if (replySeen !== reply) {
    setReplySeen(reply);
    setEdited(new Set());
  }

  useEffect(() => {
    if (reply) focusField(ids, firstInvalidField(fields, reply.errors));
  }, [reply, fields, ids]);

  const recheck = (form: HTMLFormElement) => check(postedValues(new FormData(form), fields));

  /** Checks the form and shows its messages; true when it may be sent. */
  function checkBeforeSending(element: HTMLFormElement): boolean {
    const result = recheck(element);
    setChecked(result.ok ? {} : result.errors);
    if (!result.ok) focusField(ids, firstInvalidField(fields, result.errors));
    return result.ok;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!checkBeforeSending(event.currentTarget)) event.preventDefault();
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const { name } = event.target as HTMLInputElement;
    const field = fields.find((known) => known === name);
    if (field && !edited.has(field)) setEdited(new Set(edited).add(field));
    if (checked) {
      const result = recheck(event.currentTarget);
      setChecked(result.ok ? {} : result.errors);
    }
  }

  const error = (field: F): string | undefined =>
    checked?.[field] ?? (edited.has(field) ? undefined : reply?.errors[field]);

  /** Spread on the field's control: it is then the form's, named, labelled and described. */
  const field = (name: F) => ({
    id: ids[name],
    name,
    defaultValue: reply?.values[name] ?? initial?.[name] ?? "",
    ...fieldA11y(ids[name], error(name), hints?.includes(name)),
  });

  return { form: { noValidate: true, onSubmit, onChange }, field, error, checkBeforeSending };
}

/**
 * Whether this page's form is on its way to the action (React Router's navigation, so no flag of
 * the form's own): `path` names the action when it is not the page's own.
 */
export function useIsSubmitting(path?: string): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "submitting" || !navigation.formAction) return false;
  return new URL(navigation.formAction, "http://form.invalid").pathname === (path ?? location.pathname);
}
