-- Which of a product's pictures shows which of its colours (issue 40: choosing a colour shows
-- that colour's picture). A JSON list of {"color": <a value of colors>, "image": <file name>},
-- the files among image and thumbnails or of their own; a colour missing from it has no picture
-- of its own, and a product without any keeps its pictures as they are.
ALTER TABLE products ADD COLUMN color_images TEXT NOT NULL DEFAULT '[]';
