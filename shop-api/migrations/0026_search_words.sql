-- Search that finds what the shopper meant (issue 44): the words each full-text index holds, and
-- the words a shopper uses for the same thing. src/lib/search-lexicon.ts reads both once per
-- catalogue version and expands a query's words before FTS5 sees them: another form of a word
-- (dresses -> dress), a synonym (tee -> t-shirt) and, for a word the catalogue does not hold, the
-- nearest word it does hold (shrit -> shirt). Decision 052 says why in the Worker and not in the
-- index's tokenizer.

-- The distinct words of each index, with how many products hold them: fts5vocab reads the index
-- itself, so the vocabulary is never out of step with the catalogue and costs no trigger.
CREATE VIRTUAL TABLE products_fts_vocab USING fts5vocab(products_fts, 'row');
CREATE VIRTUAL TABLE products_fts_fr_vocab USING fts5vocab(products_fts_fr, 'row');

-- Words and phrases that mean the same to a shopper, by language: a query word that is one of a
-- group's phrases also matches the group's other phrases. Kept here, not in code, so that an
-- operator adds a word with one INSERT (which bumps the catalogue version below, so the Workers'
-- kept lexicons are read again).
CREATE TABLE search_synonyms (
  locale TEXT NOT NULL,
  grp    INTEGER NOT NULL,
  phrase TEXT NOT NULL,
  PRIMARY KEY (locale, phrase, grp)
) WITHOUT ROWID;

CREATE TRIGGER catalogue_version_search_synonyms_insert AFTER INSERT ON search_synonyms BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_search_synonyms_update AFTER UPDATE ON search_synonyms BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_search_synonyms_delete AFTER DELETE ON search_synonyms BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;

INSERT INTO search_synonyms (locale, grp, phrase) VALUES
  ('en', 1, 'tee'), ('en', 1, 't-shirt'), ('en', 1, 'tshirt'),
  ('en', 2, 'trousers'), ('en', 2, 'pants'), ('en', 2, 'slacks'),
  ('en', 3, 'sneakers'), ('en', 3, 'trainers'), ('en', 3, 'shoes'), ('en', 3, 'kicks'),
  ('en', 4, 'jumper'), ('en', 4, 'sweater'), ('en', 4, 'sweatshirt'), ('en', 4, 'pullover'),
  ('en', 5, 'sofa'), ('en', 5, 'couch'), ('en', 5, 'settee'),
  ('en', 6, 'hoodie'), ('en', 6, 'hooded'),
  ('en', 7, 'handbag'), ('en', 7, 'purse'), ('en', 7, 'bag'), ('en', 7, 'tote'),
  ('en', 8, 'moisturizer'), ('en', 8, 'moisturiser'),
  ('en', 9, 'gray'), ('en', 9, 'grey'),
  ('en', 10, 'pajama'), ('en', 10, 'pyjama'), ('en', 10, 'nightwear'),
  ('en', 11, 'frock'), ('en', 11, 'dress'),
  ('en', 12, 'sari'), ('en', 12, 'saree'),
  ('en', 13, 'perfume'), ('en', 13, 'fragrance'), ('en', 13, 'scent'), ('en', 13, 'parfum'), ('en', 13, 'cologne'),
  ('en', 14, 'blanket'), ('en', 14, 'comforter'), ('en', 14, 'quilt'), ('en', 14, 'duvet'),
  ('en', 15, 'kurti'), ('en', 15, 'kurta'),
  ('en', 16, 'slippers'), ('en', 16, 'flip flops'), ('en', 16, 'chappals'),
  ('en', 17, 'jeans'), ('en', 17, 'denim'),
  ('en', 18, 'sunscreen'), ('en', 18, 'sunblock'), ('en', 18, 'spf'),
  ('en', 19, 'aluminum'), ('en', 19, 'aluminium'),
  ('en', 20, 'multicolor'), ('en', 20, 'multicolour'),
  ('en', 21, 'jewelry'), ('en', 21, 'jewellery'),
  ('en', 22, 'rucksack'), ('en', 22, 'backpack'),
  ('en', 23, 'cot'), ('en', 23, 'crib'),
  ('en', 24, 'pram'), ('en', 24, 'stroller'), ('en', 24, 'pushchair'),
  ('en', 25, 'nappy'), ('en', 25, 'diaper'),
  ('en', 26, 'lipstick'), ('en', 26, 'lip colour'), ('en', 26, 'lip color'),
  ('en', 27, 'shades'), ('en', 27, 'sunglasses'),
  ('fr', 1, 'chandail'), ('fr', 1, 'pull'), ('fr', 1, 'pullover'), ('fr', 1, 'tricot'), ('fr', 1, 'molleton'),
  ('fr', 2, 't-shirt'), ('fr', 2, 'tee'), ('fr', 2, 'tshirt'), ('fr', 2, 'gaminet'),
  ('fr', 3, 'espadrilles'), ('fr', 3, 'baskets'), ('fr', 3, 'sneakers'), ('fr', 3, 'chaussures de sport'),
  ('fr', 4, 'canapé'), ('fr', 4, 'sofa'), ('fr', 4, 'divan'),
  ('fr', 5, 'sacoche'), ('fr', 5, 'sac à main'), ('fr', 5, 'sac'),
  ('fr', 6, 'couverture'), ('fr', 6, 'couette'), ('fr', 6, 'édredon'), ('fr', 6, 'doudou'),
  ('fr', 7, 'parfum'), ('fr', 7, 'fragrance'), ('fr', 7, 'eau de toilette'),
  ('fr', 8, 'chaussures'), ('fr', 8, 'souliers'),
  ('fr', 9, 'écran solaire'), ('fr', 9, 'crème solaire'), ('fr', 9, 'spf'),
  ('fr', 10, 'pyjama'), ('fr', 10, 'vêtements de nuit'),
  ('fr', 11, 'jean'), ('fr', 11, 'denim'),
  ('fr', 12, 'sac à dos'), ('fr', 12, 'havresac'),
  ('fr', 13, 'couche'), ('fr', 13, 'couches'),
  ('fr', 14, 'lunettes de soleil'), ('fr', 14, 'verres fumés'),
  ('fr', 15, 'rouge à lèvres'), ('fr', 15, 'lipstick');
