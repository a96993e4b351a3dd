import { EARLY_INPUT_GLOBAL, type EarlyInput } from "./early-input";

/**
 * No input is lost before the page runs (issue 26, docs/decisions/020-page-start.md). Until React
 * has started hydrating, a server-rendered button has no handler: a tap on it did nothing, and a
 * form was sent by the browser to wherever its markup pointed. This script, last in the head,
 * holds such inputs back, and they are replayed once the page's frame has hydrated
 * (early-input.ts), each once, on the element it was made on:
 * - a click on a button or a checkable or button-like control: prevented (no toggle, no native
 *   submission), replayed with `element.click()`, which React handles as a real click;
 * - a form submitted without such a click (implicit submission with no submit button): prevented,
 *   replayed with `requestSubmit()`;
 * - text typed into a field and a choice in a select: the field keeps it (the browser's own
 *   typing), and React, which keeps a hydrated field's value but not its own state of it, is told
 *   with the change event a typed value makes.
 * Key presses need nothing more: Enter or Space on a button is a click, Enter in a field submits
 * (a click on the form's submit button), typed text is the field's value; keys that act on what
 * only exists once the page runs (Escape, arrows in an open list) have nothing to act on before.
 * Links are left to the browser: following one is the navigation the shopper asked for, at once.
 *
 * React hydrates a part that is not hydrated yet before it handles a discrete event on it (click,
 * input, change), but not a submit: a form is reached with an `input` event first, which nothing
 * in the page listens to on a form.
 *
 * Written as a function for the type checker; the page gets its text (EARLY_INPUT_SCRIPT), which
 * the page's Content-Security-Policy must allow. It must stay self-contained: nothing from outside
 * its body exists in the browser.
 */
function holdEarlyInput(globalName: string): void {
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  type Held =
    | { kind: "click"; target: HTMLElement }
    | { kind: "submit"; form: HTMLFormElement }
    | { kind: "value"; field: Field };
  const held: Held[] = [];
  const typedFields = new Set<Field>();
  /** What a click acts on itself: buttons, boxes to tick, widgets that say they are buttons. */
  const CLICKED =
    "a[href], button, input, select, textarea, label, summary, [role=button], [role=checkbox], [role=switch], [role=tab], [role=option], [role=menuitem], [role=menuitemcheckbox], [role=menuitemradio]";
  const FIELD = /^(text|search|email|tel|url|number|password|date|time|month|week|datetime-local|color|range)$/;

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(CLICKED) : null;
    if (!(target instanceof HTMLElement) || event.defaultPrevented) return;
    // Links navigate, a label clicks its control (held as that click), a field takes focus, a
    // summary opens its details: all the browser's own, and all work without the page's script.
    if (target.matches("a, label, summary, select, textarea")) return;
    if (target instanceof HTMLInputElement && FIELD.test(target.type)) return;
    // Held whole: React may already listen (its root is created before it can hydrate), and a
    // click it handled now as well would count twice once replayed.
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: "click", target });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: "submit", form: event.target });
  };
  const onInput = (event: Event) => {
    const field = event.target;
    const isField =
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && FIELD.test(field.type));
    if (!isField || typedFields.has(field)) return;
    typedFields.add(field);
    held.push({ kind: "value", field });
  };

  /** Makes React hydrate the part holding `element`, with an event nothing handles there. */
  const hydrate = (element: Element) => element.dispatchEvent(new Event("input"));
  /** Tells React the field's value changed: its value tracker must first hold another one. */
  const announce = (field: Field) => {
    hydrate(field);
    if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
    const typed = field.value;
    // Through the element (React's tracker records it), then through the prototype (it does not).
    field.value = typed === "" ? " " : "";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  };

  const listeners = [
    ["click", onClick],
    ["submit", onSubmit],
    ["input", onInput],
  ] as const;
  for (const [type, listener] of listeners) addEventListener(type, listener as EventListener, true);
  const early: EarlyInput = {
    replay() {
      for (const [type, listener] of listeners) removeEventListener(type, listener as EventListener, true);
      for (const input of held.splice(0)) {
        if (input.kind === "click") {
          if (input.target.isConnected) input.target.click();
        } else if (input.kind === "submit") {
          if (input.form.isConnected) {
            hydrate(input.form);
            input.form.requestSubmit();
          }
        } else if (input.field.isConnected) announce(input.field);
      }
    },
  };
  Object.assign(window, { [globalName]: early });
}

/** The inline script's text, last in every page's head (client-start.server.ts puts it there). */
export const EARLY_INPUT_SCRIPT = `(${holdEarlyInput.toString()})(${JSON.stringify(EARLY_INPUT_GLOBAL)});`;
