// Static building blocks of the demo catalogue: the menu tree and, per subcategory, the kinds of
// items sold there with plausible price ranges (rupees), weights (grams), materials, sizes and
// colours. generate.mjs turns these into products with a seeded PRNG.

/** The six menu groups of SPEC.md, in menu order. */
export const CATEGORIES = [
  { slug: "men", desc: "Men" },
  { slug: "women", desc: "Women" },
  { slug: "kids", desc: "Kids" },
  { slug: "home-living", desc: "Home and Living" },
  { slug: "beauty", desc: "Beauty" },
  { slug: "studio", desc: "Studio" },
];

/** Size ladders. Items pick a contiguous run of one of these. */
export const SIZE_LADDERS = {
  apparel: ["XS", "S", "M", "L", "XL", "XXL"],
  kidsAge: ["2-3 Y", "3-4 Y", "4-5 Y", "5-6 Y", "6-7 Y", "7-8 Y", "8-9 Y", "9-10 Y", "10-11 Y", "11-12 Y"],
  babyAge: ["0-3 M", "3-6 M", "6-12 M", "12-18 M", "18-24 M"],
  footwearMen: ["UK 6", "UK 7", "UK 8", "UK 9", "UK 10", "UK 11"],
  footwearWomen: ["UK 3", "UK 4", "UK 5", "UK 6", "UK 7", "UK 8"],
  bedding: ["Single", "Double", "Queen", "King"],
  paper: ["A5", "A4", "A3"],
};

const APPAREL_COLORS = [
  "White", "Black", "Navy Blue", "Sky Blue", "Olive Green", "Maroon", "Charcoal Grey", "Beige",
  "Mustard Yellow", "Teal", "Rust Orange", "Lavender",
];
const ETHNIC_COLORS = [
  "Magenta", "Royal Blue", "Emerald Green", "Saffron", "Ivory", "Peach", "Wine Red", "Mint Green",
  "Turquoise", "Gold", "Coral Pink", "Indigo",
];
const FOOTWEAR_COLORS = ["Black", "Tan Brown", "White", "Navy Blue", "Grey", "Olive", "Burgundy", "Beige"];
const WOOD_COLORS = ["Walnut Brown", "Natural Teak", "Honey Oak", "Espresso", "White", "Charcoal Grey"];
const DECOR_COLORS = ["Ivory", "Terracotta", "Sage Green", "Gold", "Matte Black", "Blush Pink", "Indigo", "Copper"];
const KITCHEN_COLORS = ["Silver", "Black", "Red", "Pastel Green", "Cream", "Graphite Grey", "Copper"];
const TOY_COLORS = ["Multicolour", "Red", "Blue", "Yellow", "Green", "Pink", "Orange"];
const SHADE_COLORS = [
  "Nude Rose", "Ruby Red", "Coral Crush", "Mauve Muse", "Berry Wine", "Caramel Beige", "Warm Ivory",
  "Deep Cocoa", "Peach Glow", "Plum Velvet",
];
const PACK_COLORS = ["White", "Amber", "Frosted Green", "Pastel Pink", "Clear", "Sky Blue"];
const GEAR_COLORS = ["Black", "Graphite Grey", "Silver", "Olive Green", "Navy Blue", "Tan Brown"];

/**
 * Subcategories per category slug, in menu order (the mobile-menu ones first).
 * Item fields: item (noun in the product name), price [min, max] rupees, weight [min, max] grams,
 * sizes (a SIZE_LADDERS key, or an explicit option list), plainName (leave the material out of
 * the name), pattern (name template with {adj} and {mat}), materials (overrides the
 * subcategory list).
 */
export const SUBCATEGORIES = [
  {
    category: "men", slug: "shirts", desc: "Shirts", count: 18,
    adjectives: ["Urban", "Heritage", "Metro", "Coastal", "Oxford Row", "Summit", "Harbour", "Classic"],
    materials: ["Cotton", "Linen", "Oxford Cotton", "Cotton Blend", "Chambray", "Denim"],
    colors: APPAREL_COLORS,
    items: [
      { item: "Slim Fit Shirt", price: [699, 2499], weight: [220, 320], sizes: "apparel" },
      { item: "Casual Shirt", price: [599, 1999], weight: [220, 320], sizes: "apparel" },
      { item: "Formal Shirt", price: [899, 3499], weight: [230, 330], sizes: "apparel" },
      { item: "Checked Shirt", price: [649, 2299], weight: [230, 330], sizes: "apparel" },
      { item: "Mandarin Collar Shirt", price: [799, 2799], weight: [220, 300], sizes: "apparel" },
    ],
    features: [
      "with a button-down collar and a curved hem",
      "with a spread collar, single chest pocket and a tailored fit",
      "with mother-of-pearl style buttons and a soft brushed finish",
      "with a regular fit that sits neatly tucked in or out",
    ],
    notes: [
      "Machine wash cold and iron on medium heat.",
      "Pairs well with chinos or dark denim for work and weekends.",
      "Breathable for long summer days in the city.",
    ],
    keywords: "shirt menswear top",
  },
  {
    category: "men", slug: "pants", desc: "Pants", count: 16,
    adjectives: ["Urban", "Trailhead", "Metro", "Harbour", "Summit", "Everyday", "Nomad"],
    materials: ["Cotton Twill", "Stretch Denim", "Linen Blend", "Corduroy", "Poly Viscose"],
    colors: ["Khaki", "Navy Blue", "Charcoal Grey", "Black", "Olive Green", "Stone Beige", "Indigo"],
    items: [
      { item: "Chinos", price: [899, 2999], weight: [380, 520], sizes: "apparel" },
      { item: "Slim Jeans", price: [999, 3999], weight: [500, 700], sizes: "apparel" },
      { item: "Cargo Pants", price: [1099, 3499], weight: [450, 650], sizes: "apparel" },
      { item: "Formal Trousers", price: [1199, 4499], weight: [380, 520], sizes: "apparel" },
      { item: "Joggers", price: [699, 2199], weight: [300, 450], sizes: "apparel" },
    ],
    features: [
      "with a mid-rise waist, five pockets and a tapered leg",
      "with a flat front, belt loops and a comfortable stretch",
      "with an elasticated drawstring waist and zip pockets",
      "with a clean hem and a regular fit through the thigh",
    ],
    notes: [
      "Machine wash inside out to keep the colour deep.",
      "Easy to dress up with a shirt or down with a tee.",
      "Holds its shape through a full working day.",
    ],
    keywords: "pants trousers bottoms menswear",
  },
  {
    category: "men", slug: "t-shirts", desc: "T-Shirts", count: 16,
    adjectives: ["Street", "Urban", "Basecamp", "Neon", "Everyday", "Drift", "Pulse"],
    materials: ["Cotton", "Supima Cotton", "Organic Cotton", "Cotton Jersey", "Dri-Fit Polyester"],
    colors: APPAREL_COLORS,
    items: [
      { item: "Crew Neck T-Shirt", price: [299, 999], weight: [150, 220], sizes: "apparel" },
      { item: "Polo T-Shirt", price: [499, 1499], weight: [200, 280], sizes: "apparel" },
      { item: "Graphic Print T-Shirt", price: [349, 1199], weight: [160, 230], sizes: "apparel" },
      { item: "Henley T-Shirt", price: [449, 1299], weight: [170, 240], sizes: "apparel" },
      { item: "Oversized T-Shirt", price: [399, 1299], weight: [200, 280], sizes: "apparel" },
    ],
    features: [
      "with a ribbed neckline and a relaxed fit",
      "with a soft bio-washed finish that stays smooth wash after wash",
      "with short sleeves and side vents for easy movement",
      "with a printed front and a tag-free neck label",
    ],
    notes: [
      "Machine wash cold with similar colours.",
      "A wardrobe staple for everyday wear.",
      "Light enough to layer under a jacket.",
    ],
    keywords: "tshirt tee t-shirt casual menswear",
  },
  {
    category: "men", slug: "jackets", desc: "Jackets", count: 12,
    adjectives: ["Summit", "Northwind", "Trailhead", "Urban", "Glacier", "Rover"],
    materials: ["Denim", "Nylon", "Suede", "Quilted Polyester", "Wool Blend", "Faux Leather"],
    colors: ["Black", "Navy Blue", "Olive Green", "Tan Brown", "Charcoal Grey", "Mustard Yellow"],
    items: [
      { item: "Bomber Jacket", price: [1799, 5999], weight: [600, 950], sizes: "apparel" },
      { item: "Puffer Jacket", price: [2499, 8999], weight: [550, 1100], sizes: "apparel" },
      { item: "Denim Jacket", price: [1499, 4999], weight: [700, 1000], sizes: "apparel", materials: ["Denim"], plainName: true },
      { item: "Biker Jacket", price: [2999, 11999], weight: [900, 1500], sizes: "apparel" },
      { item: "Windcheater", price: [1199, 3999], weight: [300, 500], sizes: "apparel" },
    ],
    features: [
      "with a full zip front, ribbed cuffs and two side pockets",
      "with a water-resistant shell and a warm inner lining",
      "with a stand collar and an inner phone pocket",
      "with a packable hood tucked into the collar",
    ],
    notes: [
      "Dry clean or gentle hand wash.",
      "Made for cold mornings and breezy evenings.",
      "Layers easily over a hoodie or a shirt.",
    ],
    keywords: "jacket outerwear winter coat menswear",
  },
  {
    category: "men", slug: "footwear", desc: "Footwear", count: 14,
    adjectives: ["Stride", "Urban", "Trailhead", "Heritage", "Pacer", "Kerb"],
    materials: ["Leather", "Suede", "Canvas", "Mesh", "Synthetic Leather"],
    colors: FOOTWEAR_COLORS,
    items: [
      { item: "Running Shoes", price: [1499, 7999], weight: [550, 800], sizes: "footwearMen" },
      { item: "Derby Shoes", price: [1999, 6999], weight: [800, 1100], sizes: "footwearMen" },
      { item: "Loafers", price: [1299, 4999], weight: [600, 900], sizes: "footwearMen" },
      { item: "Sneakers", price: [999, 5999], weight: [600, 900], sizes: "footwearMen" },
      { item: "Chelsea Boots", price: [2999, 8999], weight: [900, 1300], sizes: "footwearMen" },
      { item: "Flip Flops", price: [199, 799], weight: [200, 350], sizes: "footwearMen", materials: ["Rubber", "EVA Foam"] },
    ],
    features: [
      "with a cushioned insole and a grippy rubber outsole",
      "with a padded collar and a lightweight sole",
      "with stitched detailing and a classic round toe",
      "with a breathable lining for all-day comfort",
    ],
    notes: [
      "Wipe clean with a damp cloth.",
      "Half sizes: pick the next size up.",
      "Built for long days on your feet.",
    ],
    keywords: "shoes footwear sneakers mens shoes",
  },
  {
    category: "women", slug: "dresses", desc: "Dresses", count: 18,
    adjectives: ["Blossom", "Riviera", "Saffron", "Lotus", "Willow", "Aurora", "Monsoon", "Petal"],
    materials: ["Rayon", "Georgette", "Cotton", "Crepe", "Linen Blend", "Chiffon"],
    colors: APPAREL_COLORS.concat(["Coral Pink", "Wine Red"]),
    items: [
      { item: "A-Line Dress", price: [799, 3499], weight: [250, 420], sizes: "apparel" },
      { item: "Maxi Dress", price: [999, 4499], weight: [300, 500], sizes: "apparel" },
      { item: "Wrap Dress", price: [899, 3999], weight: [250, 400], sizes: "apparel" },
      { item: "Shirt Dress", price: [899, 2999], weight: [260, 400], sizes: "apparel" },
      { item: "Bodycon Dress", price: [699, 2799], weight: [200, 350], sizes: "apparel" },
      { item: "Tiered Midi Dress", price: [1099, 4999], weight: [300, 480], sizes: "apparel" },
    ],
    features: [
      "with a flattering V-neck and a tie-up waist",
      "with flutter sleeves and a flowing hemline",
      "with a smocked bodice and side pockets",
      "with a floral print and a relaxed silhouette",
    ],
    notes: [
      "Gentle hand wash in cold water.",
      "Dress it up with heels or keep it easy with flats.",
      "Perfect for brunches, festivals and evenings out.",
    ],
    keywords: "dress dresses womenswear frock",
  },
  {
    category: "women", slug: "tops", desc: "Tops", count: 16,
    adjectives: ["Blossom", "Muse", "Riviera", "Petal", "Aurora", "Daisy", "Willow"],
    materials: ["Cotton", "Rayon", "Georgette", "Viscose", "Linen", "Satin"],
    colors: APPAREL_COLORS.concat(["Coral Pink", "Mint Green"]),
    items: [
      { item: "Peplum Top", price: [499, 1799], weight: [150, 250], sizes: "apparel" },
      { item: "Crop Top", price: [349, 1299], weight: [120, 200], sizes: "apparel" },
      { item: "Ruffle Blouse", price: [599, 1999], weight: [150, 250], sizes: "apparel" },
      { item: "Tunic Top", price: [599, 1899], weight: [180, 280], sizes: "apparel" },
      { item: "Camisole", price: [299, 999], weight: [90, 160], sizes: "apparel" },
    ],
    features: [
      "with puff sleeves and a square neckline",
      "with delicate pin-tucks and a button placket",
      "with a relaxed drape and a curved hem",
      "with adjustable straps and a soft lining",
    ],
    notes: [
      "Hand wash separately in cold water.",
      "Pairs easily with jeans, skirts or palazzos.",
      "Light and airy for warm days.",
    ],
    keywords: "top tops blouse womenswear",
  },
  {
    category: "women", slug: "kurtas", desc: "Kurtas", count: 14,
    adjectives: ["Saffron", "Jaipur", "Chanderi", "Lotus", "Marigold", "Noor", "Rangoli"],
    materials: ["Cotton", "Rayon", "Chanderi Silk", "Khadi", "Mulmul Cotton"],
    colors: ETHNIC_COLORS,
    items: [
      { item: "Straight Kurta", price: [599, 2499], weight: [200, 350], sizes: "apparel" },
      { item: "Anarkali Kurta", price: [999, 4499], weight: [300, 550], sizes: "apparel" },
      { item: "Kurta Set with Dupatta", price: [1299, 5999], weight: [450, 800], sizes: "apparel" },
      { item: "A-Line Kurta", price: [699, 2799], weight: [220, 380], sizes: "apparel" },
    ],
    features: [
      "with block-printed motifs and three-quarter sleeves",
      "with delicate thread embroidery at the yoke",
      "with side slits and a mandarin collar",
      "with gota patti trims and a flared hem",
    ],
    notes: [
      "Dry clean recommended for the first wash.",
      "Made for festive days and office Fridays alike.",
      "Team it with palazzos, churidars or jeans.",
    ],
    keywords: "kurta kurti ethnic wear womenswear indian",
  },
  {
    category: "women", slug: "sarees", desc: "Sarees", count: 12,
    adjectives: ["Banarasi", "Kanjivaram", "Saffron", "Noor", "Rangoli", "Heritage Loom"],
    materials: ["Silk", "Cotton Silk", "Georgette", "Chiffon", "Linen", "Organza"],
    colors: ETHNIC_COLORS,
    items: [
      { item: "Woven Saree", price: [1499, 14999], weight: [550, 900], sizes: ["Free Size"] },
      { item: "Printed Saree", price: [799, 3999], weight: [450, 700], sizes: ["Free Size"] },
      { item: "Zari Border Saree", price: [2499, 24999], weight: [600, 1000], sizes: ["Free Size"] },
      { item: "Handloom Saree", price: [1999, 12999], weight: [500, 850], sizes: ["Free Size"] },
    ],
    features: [
      "with a rich zari border and an unstitched blouse piece",
      "with a contrast pallu and fine woven buttis",
      "with a soft fall that drapes beautifully",
      "with temple motifs woven along the border",
    ],
    notes: [
      "Dry clean only. Length 5.5 m plus a 0.8 m blouse piece.",
      "A graceful choice for weddings and festivals.",
      "Store folded in a muslin cloth to keep the zari bright.",
    ],
    keywords: "saree sari ethnic wear wedding womenswear indian",
  },
  {
    category: "women", slug: "footwear", desc: "Footwear", count: 14,
    adjectives: ["Stiletto Lane", "Blossom", "Muse", "Riviera", "Pacer", "Kolhapur"],
    materials: ["Leather", "Faux Leather", "Suede", "Canvas", "Mesh", "Velvet"],
    colors: FOOTWEAR_COLORS.concat(["Rose Gold", "Blush Pink"]),
    items: [
      { item: "Block Heels", price: [999, 3999], weight: [400, 700], sizes: "footwearWomen" },
      { item: "Ballet Flats", price: [599, 2499], weight: [300, 500], sizes: "footwearWomen" },
      { item: "Running Shoes", price: [1299, 6999], weight: [450, 700], sizes: "footwearWomen" },
      { item: "Juttis", price: [499, 1999], weight: [250, 400], sizes: "footwearWomen" },
      { item: "Wedge Sandals", price: [899, 3499], weight: [450, 750], sizes: "footwearWomen" },
      { item: "Ankle Boots", price: [1999, 6999], weight: [700, 1000], sizes: "footwearWomen" },
    ],
    features: [
      "with a padded footbed and an anti-slip sole",
      "with an adjustable ankle strap and a metal buckle",
      "with hand-embroidered detailing",
      "with a lightweight build and a cushioned heel",
    ],
    notes: [
      "Wipe clean with a soft dry cloth.",
      "Comfortable from the office to an evening out.",
      "Fits true to size.",
    ],
    keywords: "footwear shoes sandals heels womens shoes",
  },
  {
    category: "kids", slug: "toys", desc: "Toys", count: 16,
    adjectives: ["Tiny Tots", "Funbox", "Wonderkid", "Jolly", "Little Explorer", "Toyland"],
    materials: ["Wood", "ABS Plastic", "Plush Fabric", "Cardboard", "Silicone"],
    colors: TOY_COLORS,
    items: [
      { item: "Building Blocks Set", price: [399, 2999], weight: [400, 1500], sizes: ["3+ years", "5+ years"], plainName: true },
      { item: "Stacking Rings", price: [199, 799], weight: [200, 500], sizes: ["1+ years", "2+ years"] },
      { item: "Remote Control Car", price: [799, 4499], weight: [500, 1200], sizes: ["6+ years", "8+ years"], plainName: true, materials: ["ABS Plastic"] },
      { item: "Teddy Bear", price: [299, 1999], weight: [200, 900], sizes: ["Small", "Medium", "Large"], materials: ["Plush Fabric"], plainName: true },
      { item: "Jigsaw Puzzle", price: [199, 999], weight: [250, 700], sizes: ["4+ years", "6+ years", "8+ years"], materials: ["Cardboard"], plainName: true },
      { item: "Kitchen Play Set", price: [699, 3999], weight: [800, 3000], sizes: ["3+ years"] },
      { item: "Musical Xylophone", price: [299, 1299], weight: [300, 700], sizes: ["1+ years", "2+ years"] },
    ],
    features: [
      "with smooth rounded edges and non-toxic paints",
      "designed to build fine motor skills and creativity",
      "with bright colours and a sturdy storage box",
      "tested for child safety",
    ],
    notes: [
      "Not suitable for children under the stated age: small parts.",
      "A great birthday gift.",
      "Wipe clean with a damp cloth.",
    ],
    keywords: "toys toy games play kids children gift",
  },
  {
    category: "kids", slug: "clothing", desc: "Clothing", count: 16,
    adjectives: ["Tiny Tots", "Sunny Days", "Little Explorer", "Jolly", "Playtime", "Doodle"],
    materials: ["Cotton", "Organic Cotton", "Cotton Jersey", "Denim", "Fleece"],
    colors: APPAREL_COLORS.concat(["Bright Yellow", "Candy Pink"]),
    items: [
      { item: "T-Shirt and Shorts Set", price: [399, 1299], weight: [180, 300], sizes: "kidsAge" },
      { item: "Party Frock", price: [699, 2499], weight: [200, 380], sizes: "kidsAge" },
      { item: "Dungarees", price: [599, 1799], weight: [250, 420], sizes: "kidsAge" },
      { item: "Hooded Sweatshirt", price: [499, 1599], weight: [250, 400], sizes: "kidsAge" },
      { item: "Pyjama Set", price: [399, 1199], weight: [200, 320], sizes: "kidsAge" },
      { item: "Ethnic Kurta Set", price: [699, 2299], weight: [250, 400], sizes: "kidsAge" },
    ],
    features: [
      "with soft seams that are gentle on young skin",
      "with a fun print and easy snap buttons",
      "with an elasticated waist for a comfy fit",
      "made to keep up with busy play days",
    ],
    notes: [
      "Machine wash cold; tumble dry low.",
      "Roomy fit with space to grow.",
      "Colours stay bright wash after wash.",
    ],
    keywords: "kids clothing children boys girls wear",
  },
  {
    category: "kids", slug: "baby-care", desc: "Baby Care", count: 14,
    adjectives: ["Cuddle", "Tiny Tots", "Little Sprout", "Snuggle", "Gentle Nest", "Bloom Baby"],
    materials: ["Organic Cotton", "Muslin", "Aloe Vera", "Coconut Oil", "Silicone", "BPA-free Plastic"],
    colors: ["White", "Pastel Blue", "Pastel Pink", "Mint Green", "Lemon Yellow", "Lavender"],
    items: [
      { item: "Baby Lotion", price: [149, 599], weight: [120, 450], sizes: ["100 ml", "200 ml", "400 ml"], materials: ["Aloe Vera", "Shea Butter", "Coconut Oil"] },
      { item: "Baby Wash", price: [149, 549], weight: [120, 450], sizes: ["100 ml", "200 ml", "400 ml"], materials: ["Aloe Vera", "Oat Extract", "Calendula"] },
      { item: "Swaddle Wrap Set", price: [499, 1799], weight: [200, 450], sizes: ["0-3 M", "0-6 M"], materials: ["Muslin", "Organic Cotton"] },
      { item: "Feeding Bottle", price: [199, 899], weight: [80, 200], sizes: ["125 ml", "250 ml"], materials: ["BPA-free Plastic", "Glass", "Silicone"] },
      { item: "Baby Wipes Pack", price: [99, 499], weight: [300, 900], sizes: ["72 wipes", "3 x 72 wipes"], materials: ["Water Based", "Aloe Vera"] },
      { item: "Romper", price: [349, 1199], weight: [100, 200], sizes: "babyAge", materials: ["Organic Cotton", "Cotton"] },
    ],
    features: [
      "that is dermatologically tested and gentle on delicate skin",
      "free from parabens, sulphates and harsh fragrances",
      "with soft, breathable fabric for sensitive skin",
      "designed with new parents in mind",
    ],
    notes: [
      "Suitable from birth.",
      "Paediatrician recommended.",
      "Keep out of direct sunlight.",
    ],
    keywords: "baby care infant newborn toddler kids",
  },
  {
    category: "kids", slug: "school", desc: "School", count: 12,
    adjectives: ["Smart Scholar", "Campus", "Doodle", "Little Explorer", "Bright Minds"],
    materials: ["Polyester", "Nylon", "Stainless Steel", "BPA-free Plastic", "Canvas"],
    colors: ["Navy Blue", "Red", "Sky Blue", "Pink", "Black", "Green", "Multicolour"],
    items: [
      { item: "School Backpack", price: [599, 2999], weight: [400, 900], sizes: ["18 L", "24 L", "30 L"], materials: ["Polyester", "Nylon", "Canvas"] },
      { item: "Lunch Box", price: [249, 1199], weight: [200, 600], sizes: ["500 ml", "750 ml", "1 L"], materials: ["Stainless Steel", "BPA-free Plastic"] },
      { item: "Water Bottle", price: [199, 899], weight: [150, 350], sizes: ["500 ml", "750 ml"], materials: ["Stainless Steel", "BPA-free Plastic"] },
      { item: "Pencil Case", price: [149, 599], weight: [80, 250], sizes: ["Standard"], materials: ["Polyester", "Canvas", "BPA-free Plastic"] },
      { item: "Geometry Box", price: [99, 399], weight: [120, 250], sizes: ["Standard"], materials: ["Stainless Steel", "BPA-free Plastic"], plainName: true },
    ],
    features: [
      "with a sturdy build and easy-clean surfaces",
      "with a cheerful design that kids love",
      "with multiple compartments to keep things tidy",
      "built to last the whole school year",
    ],
    notes: [
      "Wipe clean with a damp cloth.",
      "Lightweight for little shoulders.",
      "Name label included.",
    ],
    keywords: "school supplies back to school kids bag stationery",
  },
  {
    category: "home-living", slug: "furniture", desc: "Furniture", count: 14,
    adjectives: ["Nordic", "Woodcraft", "Cedar", "Loft", "Heritage", "Casa"],
    materials: ["Sheesham Wood", "Mango Wood", "Engineered Wood", "Teak Wood", "Metal", "Rattan"],
    colors: WOOD_COLORS,
    items: [
      { item: "Coffee Table", price: [3999, 18999], weight: [9000, 25000], sizes: ["90 x 50 x 45 cm", "110 x 60 x 45 cm"] },
      { item: "Bookshelf", price: [4999, 21999], weight: [12000, 35000], sizes: ["80 x 30 x 150 cm", "90 x 35 x 180 cm"] },
      { item: "Three Seater Sofa", price: [19999, 45000], weight: [35000, 60000], sizes: ["190 x 85 x 85 cm", "210 x 90 x 85 cm"] },
      { item: "Study Desk", price: [5999, 17999], weight: [14000, 28000], sizes: ["100 x 50 x 75 cm", "120 x 60 x 75 cm"] },
      { item: "Bedside Table", price: [2499, 8999], weight: [6000, 14000], sizes: ["45 x 40 x 55 cm", "50 x 40 x 60 cm"] },
      { item: "Dining Chair Set of 2", price: [5999, 16999], weight: [10000, 18000], sizes: ["45 x 50 x 90 cm"] },
      { item: "Queen Bed", price: [17999, 44999], weight: [45000, 80000], sizes: ["160 x 200 cm", "165 x 210 cm"] },
    ],
    features: [
      "with a hand-rubbed finish that shows the natural grain",
      "with sturdy joinery and smooth rounded edges",
      "with a solid frame that takes daily use in its stride",
      "made by skilled carpenters to last for years",
    ],
    notes: [
      "Easy assembly: tools and instructions included.",
      "Wipe with a dry cloth; avoid direct sunlight.",
      "Free installation in most cities.",
    ],
    keywords: "furniture home living wood table sofa",
  },
  {
    category: "home-living", slug: "decor", desc: "Decor", count: 16,
    adjectives: ["Casa", "Boho Nest", "Terra", "Lumina", "Jaipur", "Zen"],
    materials: ["Ceramic", "Brass", "Jute", "Terracotta", "Glass", "Macrame Cotton"],
    colors: DECOR_COLORS,
    items: [
      { item: "Table Vase", price: [399, 2499], weight: [400, 1500], sizes: ["Small", "Medium", "Large"] },
      { item: "Wall Mirror", price: [1499, 7999], weight: [2000, 6000], sizes: ["45 x 45 cm", "60 x 60 cm"], materials: ["Brass", "Wood", "Rattan"] },
      { item: "Scented Candle Set", price: [299, 1499], weight: [300, 900], sizes: ["Standard"], materials: ["Soy Wax", "Beeswax"] },
      { item: "Wall Hanging", price: [499, 2999], weight: [200, 800], sizes: ["40 x 60 cm", "60 x 90 cm"] },
      { item: "Table Lamp", price: [999, 5999], weight: [800, 2500], sizes: ["Standard"] },
      { item: "Cushion Cover Set", price: [399, 1699], weight: [200, 500], sizes: ["40 x 40 cm", "45 x 45 cm"], materials: ["Cotton", "Velvet", "Jute"] },
      { item: "Photo Frame", price: [249, 1299], weight: [200, 700], sizes: ["4 x 6 in", "5 x 7 in", "8 x 10 in"] },
    ],
    features: [
      "with a handcrafted finish from artisans in Rajasthan",
      "that adds a warm, earthy touch to any shelf",
      "with a minimal design that suits modern homes",
      "finished by hand, so every piece is unique",
    ],
    notes: [
      "Dust with a soft dry cloth.",
      "Makes a thoughtful housewarming gift.",
      "Looks great in living rooms and entryways.",
    ],
    keywords: "decor home decoration living room gift",
  },
  {
    category: "home-living", slug: "kitchen", desc: "Kitchen", count: 14,
    adjectives: ["Chef's Choice", "Masala", "Casa", "Everyday", "Copperline", "Tadka"],
    materials: ["Stainless Steel", "Cast Iron", "Copper", "Hard Anodised Aluminium", "Borosilicate Glass", "Ceramic"],
    colors: KITCHEN_COLORS,
    items: [
      { item: "Pressure Cooker", price: [1299, 4999], weight: [1800, 4500], sizes: ["3 L", "5 L"], materials: ["Stainless Steel", "Hard Anodised Aluminium"] },
      { item: "Non-Stick Kadai", price: [899, 3499], weight: [900, 2000], sizes: ["24 cm", "28 cm"], materials: ["Hard Anodised Aluminium"], plainName: true },
      { item: "Tawa", price: [499, 2499], weight: [1200, 3000], sizes: ["26 cm", "30 cm"], materials: ["Cast Iron", "Hard Anodised Aluminium"] },
      { item: "Dinner Set", price: [1999, 9999], weight: [4000, 9000], sizes: ["18 pieces", "24 pieces", "32 pieces"], materials: ["Ceramic", "Bone China", "Melamine"] },
      { item: "Storage Jar Set", price: [399, 1799], weight: [800, 2400], sizes: ["3 x 1 L", "6 x 500 ml"], materials: ["Borosilicate Glass", "Stainless Steel"] },
      { item: "Water Bottle", price: [299, 1499], weight: [200, 500], sizes: ["750 ml", "1 L"], materials: ["Copper", "Stainless Steel"] },
      { item: "Mixer Grinder", price: [2499, 7999], weight: [2800, 5000], sizes: ["750 W", "1000 W"], materials: ["Stainless Steel"], plainName: true },
    ],
    features: [
      "made from food-grade materials that are easy to clean",
      "built for everyday Indian cooking and serving",
      "with a sturdy build and a polished finish",
      "designed for busy family kitchens",
    ],
    notes: [
      "Hand wash recommended to keep the finish.",
      "Comes with a one-year warranty.",
      "Dishwasher safe unless stated otherwise.",
    ],
    keywords: "kitchen cookware cooking dining home",
  },
  {
    category: "home-living", slug: "bedding", desc: "Bedding", count: 12,
    adjectives: ["Dreamweave", "Cloud Nine", "Jaipur", "Nordic", "Snuggle", "Casa"],
    materials: ["Cotton", "Percale Cotton", "Microfibre", "Linen", "Bamboo Fibre"],
    colors: ["White", "Ivory", "Sky Blue", "Sage Green", "Blush Pink", "Charcoal Grey", "Indigo", "Mustard Yellow"],
    items: [
      { item: "Bedsheet Set", price: [699, 3999], weight: [600, 1400], sizes: "bedding" },
      { item: "Comforter", price: [1499, 6999], weight: [1200, 3000], sizes: "bedding" },
      { item: "Quilt", price: [1299, 5999], weight: [1000, 2500], sizes: "bedding" },
      { item: "Pillow Pair", price: [499, 1999], weight: [800, 1600], sizes: ["45 x 70 cm", "50 x 75 cm"] },
      { item: "Duvet Cover", price: [999, 3999], weight: [700, 1400], sizes: "bedding" },
    ],
    features: [
      "with a soft hand feel that gets better with every wash",
      "with a hand-block print and fade-resistant colours",
      "that keeps you cool in summer and cosy in winter",
      "with a high thread count and a smooth sateen finish",
    ],
    notes: [
      "Machine wash cold; do not bleach.",
      "Set includes matching pillow covers where applicable.",
      "Breathable for a restful sleep.",
    ],
    keywords: "bedding bedroom bedsheet sleep home",
  },
  {
    category: "beauty", slug: "makeup", desc: "Makeup", count: 16,
    adjectives: ["Velvet Muse", "Glow Theory", "Rouge", "Kajal Kraft", "Luxe Petal", "Prism"],
    materials: ["Matte", "Satin", "Creme", "Shimmer", "Liquid"],
    colors: SHADE_COLORS,
    items: [
      { item: "Lipstick", price: [299, 1499], weight: [20, 40], sizes: ["3.5 g", "4 g"] },
      { item: "Kajal", price: [149, 599], weight: [10, 25], sizes: ["0.35 g"] },
      { item: "Foundation", price: [499, 2999], weight: [60, 140], sizes: ["30 ml", "40 ml"] },
      { item: "Eyeshadow Palette", price: [599, 2999], weight: [80, 220], sizes: ["9 shades", "12 shades"] },
      { item: "Compact Powder", price: [299, 1299], weight: [40, 90], sizes: ["9 g", "12 g"] },
      { item: "Mascara", price: [349, 1499], weight: [25, 50], sizes: ["8 ml", "10 ml"] },
      { item: "Nail Polish", price: [99, 499], weight: [30, 60], sizes: ["6 ml", "9 ml"] },
    ],
    features: [
      "with a long-wear formula that stays put for up to 12 hours",
      "with a lightweight, buildable finish",
      "enriched with vitamin E for comfortable wear",
      "that is smudge-proof and transfer-resistant",
    ],
    notes: [
      "Dermatologically tested and cruelty free.",
      "Check the shade in daylight for the truest match.",
      "Store in a cool, dry place.",
    ],
    keywords: "makeup cosmetics beauty lips eyes face",
  },
  {
    category: "beauty", slug: "skincare", desc: "Skincare", count: 16,
    adjectives: ["Glow Theory", "Pure Botanica", "Dew Drop", "Ayur Veda Lab", "Derma Calm", "Mountain Mist"],
    materials: ["Vitamin C", "Niacinamide", "Hyaluronic Acid", "Aloe Vera", "Tea Tree", "Kumkumadi", "Ceramide"],
    colors: PACK_COLORS,
    items: [
      { item: "Face Serum", price: [399, 1999], weight: [60, 140], sizes: ["15 ml", "30 ml", "50 ml"] },
      { item: "Face Wash", price: [149, 699], weight: [80, 220], sizes: ["50 ml", "100 ml", "150 ml"] },
      { item: "Moisturiser", price: [249, 1499], weight: [70, 220], sizes: ["50 ml", "100 ml"] },
      { item: "Sunscreen SPF 50", price: [299, 1299], weight: [60, 160], sizes: ["50 ml", "80 ml"] },
      { item: "Night Cream", price: [449, 2499], weight: [70, 160], sizes: ["30 g", "50 g"] },
      { item: "Sheet Mask Pack", price: [199, 899], weight: [60, 160], sizes: ["Pack of 3", "Pack of 5"] },
    ],
    features: [
      "that hydrates deeply without feeling greasy",
      "that visibly brightens dull skin in four weeks",
      "with a gentle formula suited to sensitive skin",
      "that calms redness and supports the skin barrier",
    ],
    notes: [
      "Patch test before first use.",
      "Free from parabens and mineral oil.",
      "Suitable for all skin types.",
    ],
    keywords: "skincare skin care face beauty glow",
  },
  {
    category: "beauty", slug: "haircare", desc: "Haircare", count: 12,
    adjectives: ["Pure Botanica", "Silk Strand", "Ayur Veda Lab", "Tress", "Mountain Mist"],
    materials: ["Argan Oil", "Onion", "Bhringraj", "Keratin", "Coconut", "Amla"],
    colors: PACK_COLORS,
    items: [
      { item: "Shampoo", price: [199, 899], weight: [220, 700], sizes: ["200 ml", "340 ml", "650 ml"] },
      { item: "Conditioner", price: [199, 899], weight: [200, 400], sizes: ["180 ml", "340 ml"] },
      { item: "Hair Oil", price: [149, 799], weight: [120, 350], sizes: ["100 ml", "200 ml"] },
      { item: "Hair Mask", price: [299, 1299], weight: [200, 400], sizes: ["200 g", "250 g"] },
      { item: "Hair Serum", price: [249, 999], weight: [60, 150], sizes: ["50 ml", "100 ml"] },
    ],
    features: [
      "that reduces hair fall and strengthens roots",
      "that tames frizz and adds a healthy shine",
      "with a lightweight formula for everyday use",
      "that nourishes dry and damaged hair",
    ],
    notes: [
      "Sulphate free and colour safe.",
      "Use twice a week for best results.",
      "Suitable for all hair types.",
    ],
    keywords: "haircare hair care shampoo beauty",
  },
  {
    category: "beauty", slug: "fragrance", desc: "Fragrance", count: 12,
    adjectives: ["Oud Royale", "Maison Noir", "Aqua Vita", "Velvet Muse", "Jasmine Court", "Bombay Nights"],
    materials: ["Eau de Parfum", "Eau de Toilette", "Attar", "Body Mist", "Perfume Oil"],
    colors: ["Amber", "Clear", "Midnight Blue", "Rose Gold", "Black", "Emerald Green"],
    items: [
      { item: "Perfume for Men", pattern: "{adj} {mat} for Men", price: [499, 7999], weight: [150, 450], sizes: ["50 ml", "100 ml"] },
      { item: "Perfume for Women", pattern: "{adj} {mat} for Women", price: [499, 8999], weight: [150, 450], sizes: ["50 ml", "100 ml"] },
      { item: "Unisex Fragrance", pattern: "{adj} Unisex {mat}", price: [399, 5999], weight: [120, 400], sizes: ["30 ml", "50 ml", "100 ml"] },
      { item: "Gift Set", pattern: "{adj} {mat} Gift Set", price: [999, 6999], weight: [300, 700], sizes: ["4 x 20 ml", "3 x 30 ml"] },
    ],
    features: [
      "with top notes of bergamot and a warm sandalwood base",
      "with a fresh citrus opening and a soft musky finish",
      "with notes of jasmine, rose and amber",
      "with a woody oud heart and a lasting trail",
    ],
    notes: [
      "Long lasting: 6 to 8 hours on skin.",
      "Spray on pulse points for the best projection.",
      "Comes in a gift-ready box.",
    ],
    keywords: "fragrance perfume scent deo beauty gift",
  },
  {
    category: "studio", slug: "design", desc: "Design", count: 10,
    adjectives: ["Studio Line", "Sketchcraft", "Pixel", "Draftsman", "Canvas Co"],
    materials: ["Acid-free Paper", "Aluminium", "Bamboo", "Alcohol Ink", "Graphite", "Cotton Canvas"],
    colors: ["Black", "White", "Grey", "Kraft Brown", "Multicolour", "Navy Blue"],
    items: [
      { item: "Sketchbook", price: [199, 999], weight: [250, 900], sizes: "paper", materials: ["Acid-free Paper", "Recycled Paper"] },
      { item: "Graphics Drawing Tablet", price: [2999, 18999], weight: [400, 1200], sizes: ["Small", "Medium", "Large"], materials: ["Aluminium", "ABS Plastic"], plainName: true },
      { item: "Marker Set", price: [499, 3499], weight: [200, 800], sizes: ["24 colours", "48 colours", "80 colours"], materials: ["Alcohol Ink"] },
      { item: "Drafting Table", price: [6999, 24999], weight: [12000, 28000], sizes: ["90 x 60 cm", "120 x 80 cm"], materials: ["Bamboo", "Steel"] },
      { item: "Stretched Canvas Pack", price: [399, 1999], weight: [500, 1800], sizes: ["20 x 25 cm", "30 x 40 cm", "45 x 60 cm"], materials: ["Cotton Canvas"], plainName: true },
      { item: "Pencil Set", price: [149, 899], weight: [100, 300], sizes: ["12 pieces", "24 pieces"], materials: ["Graphite", "Charcoal"] },
    ],
    features: [
      "loved by illustrators, architects and students",
      "with a professional-grade build",
      "that lets ideas flow from rough sketch to final art",
      "packed in a sturdy case for the studio or travel",
    ],
    notes: [
      "Ideal for design students and working professionals.",
      "Pairs well with the rest of the Studio range.",
      "Backed by a one-year warranty where applicable.",
    ],
    keywords: "studio design art drawing creative",
  },
  {
    category: "studio", slug: "photography", desc: "Photography", count: 10,
    adjectives: ["Lensmaster", "Shutterline", "Aperture", "Golden Hour", "Frame Pro"],
    materials: ["Aluminium", "Carbon Fibre", "Magnesium Alloy", "Nylon", "ABS Plastic"],
    colors: GEAR_COLORS,
    items: [
      { item: "Mirrorless Camera Body", price: [29999, 45000], weight: [400, 700], sizes: ["Standard"], materials: ["Magnesium Alloy"], plainName: true },
      { item: "Tripod", price: [999, 9999], weight: [900, 2500], sizes: ["140 cm", "160 cm", "180 cm"], materials: ["Aluminium", "Carbon Fibre"] },
      { item: "Camera Backpack", price: [1499, 6999], weight: [900, 1800], sizes: ["15 L", "25 L"], materials: ["Nylon", "Canvas"] },
      { item: "LED Ring Light", price: [799, 4999], weight: [600, 1800], sizes: ["10 in", "18 in"], materials: ["ABS Plastic", "Aluminium"], plainName: true },
      { item: "50mm Prime Lens", price: [9999, 34999], weight: [160, 420], sizes: ["Standard"], materials: ["Aluminium", "ABS Plastic"], plainName: true },
      { item: "Memory Card", price: [399, 3499], weight: [10, 20], sizes: ["64 GB", "128 GB", "256 GB"], materials: ["ABS Plastic"], plainName: true },
    ],
    features: [
      "built for travel, weddings and studio shoots",
      "with a weather-sealed build for shooting outdoors",
      "that is light enough to carry all day",
      "with quick-release fittings for fast setups",
    ],
    notes: [
      "Comes with a one-year manufacturer warranty.",
      "Compatible with most popular camera systems.",
      "A favourite of content creators.",
    ],
    keywords: "studio photography camera photo gear",
  },
];

/** Product badges. badge: merchandising; badge1: service promise. */
export const BADGES = ["Bestseller", "New Arrival", "Trending", "Limited Edition", "Hot Deal", "Editor's Pick"];
export const SERVICE_BADGES = ["Free Delivery", "Assured", "Easy Returns"];

/**
 * Canadian sales tax by province and territory, in percent, as in force in 2026
 * (Nova Scotia's HST fell from 15% to 14% on 2025-04-01).
 */
export const TAXES = [
  { province: "Alberta", code: "AB", gst_hst: 5, pst: 0 },
  { province: "British Columbia", code: "BC", gst_hst: 5, pst: 7 },
  { province: "Manitoba", code: "MB", gst_hst: 5, pst: 7 },
  { province: "New Brunswick", code: "NB", gst_hst: 15, pst: 0 },
  { province: "Newfoundland and Labrador", code: "NL", gst_hst: 15, pst: 0 },
  { province: "Northwest Territories", code: "NT", gst_hst: 5, pst: 0 },
  { province: "Nova Scotia", code: "NS", gst_hst: 14, pst: 0 },
  { province: "Nunavut", code: "NU", gst_hst: 5, pst: 0 },
  { province: "Ontario", code: "ON", gst_hst: 13, pst: 0 },
  { province: "Prince Edward Island", code: "PE", gst_hst: 15, pst: 0 },
  { province: "Quebec", code: "QC", gst_hst: 5, pst: 9.975 },
  { province: "Saskatchewan", code: "SK", gst_hst: 5, pst: 6 },
  { province: "Yukon", code: "YT", gst_hst: 5, pst: 0 },
];

/** The home page groups, in order. */
export const HEADER_GROUPS = [
  "Trending Now",
  "Deals of the Day",
  "Best of Men",
  "Women's Edit",
  "Home Essentials",
  "Beauty Picks",
];
