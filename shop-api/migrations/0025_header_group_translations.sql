-- The home page's group names in other languages (issue 38), as migration 0016 keeps the
-- catalogue's: one row per group and language beside the English row, which stays the fallback
-- (a group with no translation is answered in English, and says so with `lang`).

CREATE TABLE header_group_translations (
  group_id   INTEGER NOT NULL REFERENCES header_groups(id) ON DELETE CASCADE,
  locale     TEXT NOT NULL CHECK (locale <> 'en'),
  headername TEXT NOT NULL,
  PRIMARY KEY (group_id, locale)
) WITHOUT ROWID;

-- A group's name is something a catalogue answer is computed from (migration 0006).
CREATE TRIGGER catalogue_version_header_group_translations AFTER INSERT ON header_group_translations BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_header_group_translations_update AFTER UPDATE ON header_group_translations BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_header_group_translations_delete AFTER DELETE ON header_group_translations BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
