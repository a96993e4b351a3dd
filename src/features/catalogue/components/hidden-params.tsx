/**
 * The parameters of a view a GET form does not edit, as hidden inputs: submitting the form
 * without script keeps them (the category, the sort...) in the URL it leads to.
 */
export function HiddenParams({ search, omit }: { search: string; omit: readonly string[] }) {
  return [...new URLSearchParams(search)]
    .filter(([key]) => !omit.includes(key))
    .map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />);
}
