/**
 * What a French page shows for a colour or a word size (issue 38, decision 040). The values stay
 * as sold (carts, orders, filter URLs and the stock check name them), so the page words them
 * itself; the list is the one the seed's French search text reads its colours from.
 */
import type { Locale } from "@domain/locale";
import frenchLabels from "@domain/option-labels-fr.json";

const LABELS: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  fr: { ...frenchLabels.colors, ...frenchLabels.sizes },
};

/** A language's labels by value; none for English, whose words the values are. */
export function optionLabels(locale: Locale): Readonly<Record<string, string>> | undefined {
  return LABELS[locale];
}
