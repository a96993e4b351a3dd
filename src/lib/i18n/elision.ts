/**
 * The {initial} of a message that puts "de" before an open value: French elides it before a vowel
 * ("l’adresse d’Asha", "de Zoé"), which ICU cannot tell from the value itself. A leading "h" or
 * "y" is not elided: whether it is silent depends on the word ("d’Hélène" but "de Hugues").
 */
export function initial(word: string): "vowel" | "other" {
  return /^[aeiouàâäéèêëîïôöùûüœæ]/i.test(word.trim()) ? "vowel" : "other";
}
