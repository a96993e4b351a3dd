/**
 * The optional "fr" in front of every screen (routes.ts). It draws nothing: its screens render in
 * its place, and the page's language is read from its URL (@domain/locale).
 */
export {};
