/**
 * Demo menu for Tiffin, a family Indian restaurant on Main Street, Cashel.
 *
 * Prices are in euro cents, VAT included. Allergens are the EU 14 (issue 31):
 * - a dish declares what every version of it contains, whatever the customer chooses: a curry whose
 *   protein may be king prawn does not declare crustaceans for the chicken one;
 * - an option declares what its own ingredients contain, even when the dish declares it too (every
 *   naan has gluten and milk), so its declaration stays true if the dish's list changes;
 * - a line as sold has both (combinedAllergens in @tiffin/core). The descriptions say it in words too.
 * `image` names a file in apps/api/storage/product; null shows the site's fallback.
 * VAT (issue 32): every dish is food (catering) unless it says otherwise; the cans and the bottled
 * water are soft drinks at 23% and carry Re-turn's €0.15 deposit (150 ml to 500 ml). Lassi and chai
 * are served drinks of milk and tea, taxed as catering with the food.
 */
import type { Allergen, SeedCategory, SeedOption, SeedVariation } from './seed-types.ts';

const option = (
  label: string,
  priceCents: number,
  stock?: number,
  allergens: Allergen[] = [],
): SeedOption => ({
  label,
  priceCents,
  ...(stock === undefined ? {} : { stock }),
  ...(allergens.length === 0 ? {} : { allergens }),
});

/** The usual four heat levels. */
const spiceLevel = (): SeedVariation => ({
  name: 'Spice level',
  options: [option('Mild', 0), option('Medium', 0), option('Hot', 0), option('Extra hot', 0)],
});

/** For house curries: the sauce is the dish, the customer picks what goes in it. */
const protein = (kingPrawnStock?: number): SeedVariation => ({
  name: 'Protein',
  options: [
    option('Chicken', 0),
    option('Lamb', 200),
    option('King prawn', 350, kingPrawnStock, ['crustaceans']),
    // Paneer is a fresh cheese.
    option('Paneer', 0, undefined, ['milk']),
    option('Mixed vegetable', 0),
  ],
});

/**
 * The naan served with a tandoori main: every naan is wheat flour leavened with yoghurt and brushed
 * with butter; the garlic one has garlic butter, the cheese one cheddar and mozzarella, and the
 * Peshwari one ground almonds (its coconut is not one of the 14).
 */
const bread = (peshwariStock?: number): SeedVariation => ({
  name: 'Bread',
  options: [
    option('Plain naan', 0, undefined, ['gluten', 'milk']),
    option('Garlic naan', 50, undefined, ['gluten', 'milk']),
    option('Peshwari naan', 100, peshwariStock, ['gluten', 'milk', 'tree_nuts']),
    option('Cheese naan', 120, undefined, ['gluten', 'milk']),
  ],
});

const portion = (largeCents: number, largeStock?: number): SeedVariation => ({
  name: 'Portion',
  options: [option('Regular', 0), option('Large', largeCents, largeStock)],
});

const NAAN_NOTE =
  'Comes with salad, mint yoghurt and a naan of your choice (the Peshwari naan contains almonds).';
const PROTEIN_NOTE = 'King prawn adds crustaceans; paneer adds milk.';

/** Adds the note about the naan that comes with a tandoori main. */
const withNaan = (text: string): string => `${text} ${NAAN_NOTE}`;

/** Adds the note about allergens brought in by the protein choice. */
const withProteinNote = (text: string): string => `${text} ${PROTEIN_NOTE}`;

export const seedMenu: SeedCategory[] = [
  {
    name: 'Starters',
    dishes: [
      {
        name: 'Poppadoms & Chutney Tray',
        vegetarian: true,
        description:
          'Four crisp lentil-flour poppadoms with mango chutney, mint yoghurt sauce and lime pickle.',
        priceCents: 550,
        allergens: ['milk', 'mustard'],
        variations: [],
        image: 'poppadom.svg',
      },
      {
        name: 'Onion Bhaji',
        vegetarian: true,
        description:
          'Three fritters of sliced onion, fresh coriander and cumin in a gram (chickpea) flour batter, ' +
          'served with tamarind chutney.',
        priceCents: 650,
        allergens: [],
        variations: [],
        image: 'onion-bhaji.svg',
      },
      {
        name: 'Vegetable Samosa',
        vegetarian: true,
        description:
          'Two wheat-pastry parcels filled with spiced potato, green peas and cumin, served with ' +
          'tamarind chutney.',
        priceCents: 650,
        allergens: ['gluten'],
        variations: [],
        image: 'samosa.svg',
      },
      {
        name: 'Chicken Pakora',
        vegetarian: false,
        description:
          'Strips of chicken breast in a gram flour batter with mustard seed, ajwain and chilli, served ' +
          'with mint yoghurt.',
        priceCents: 750,
        allergens: ['milk', 'mustard'],
        variations: [],
        image: null,
      },
      {
        name: 'Chicken Tikka',
        vegetarian: false,
        description:
          'Boneless chicken marinated in yoghurt, ginger, garlic and Kashmiri chilli, cooked in the ' +
          'tandoor. Served with salad and mint yoghurt.',
        priceCents: 795,
        allergens: ['milk'],
        variations: [],
        image: 'tikka-skewer.svg',
      },
      {
        name: 'Lamb Seekh Kebab',
        vegetarian: false,
        description:
          'Minced lamb with onion, green chilli, ginger and coriander, cooked on skewers in the ' +
          'tandoor. Served with salad and mint yoghurt.',
        priceCents: 850,
        allergens: ['milk'],
        variations: [],
        image: 'tikka-skewer.svg',
      },
      {
        name: 'Prawn Puri',
        vegetarian: false,
        description:
          'Prawns cooked with onion, tomato, garlic and a little chilli, served on a deep-fried wheat ' +
          'puri.',
        priceCents: 895,
        allergens: ['crustaceans', 'gluten'],
        variations: [],
        image: 'prawn.svg',
      },
      {
        name: 'Amritsari Fish',
        vegetarian: false,
        description:
          'Pieces of hake in a spiced gram flour and egg batter with carom seed, fried and served with ' +
          'lemon and mint yoghurt.',
        priceCents: 850,
        allergens: ['fish', 'eggs', 'milk'],
        variations: [],
        image: 'fish.svg',
      },
      {
        name: 'Aloo Tikki Chaat',
        vegetarian: true,
        description:
          'Two spiced potato cakes topped with chickpeas, yoghurt, tamarind and mint chutneys and sev ' +
          '(crisp gram flour noodles).',
        priceCents: 695,
        allergens: ['milk'],
        variations: [],
        image: null,
      },
    ],
  },
  {
    name: 'Tandoori & Grill',
    dishes: [
      {
        name: 'Tandoori Chicken',
        vegetarian: false,
        description: withNaan(
          'Half a chicken on the bone, marinated in yoghurt, mustard oil and tandoori spices.',
        ),
        priceCents: 1495,
        allergens: ['gluten', 'milk', 'mustard'],
        variations: [bread()],
        image: 'tandoori-chicken.svg',
      },
      {
        name: 'Chicken Tikka Main',
        vegetarian: false,
        description: withNaan('A main portion of our yoghurt and Kashmiri chilli marinated chicken tikka.'),
        priceCents: 1495,
        allergens: ['gluten', 'milk'],
        variations: [bread()],
        image: 'tikka-skewer.svg',
      },
      {
        name: 'Chicken Shashlik',
        vegetarian: false,
        description: withNaan('Chicken tikka grilled on skewers with green pepper, red onion and tomato.'),
        priceCents: 1595,
        allergens: ['gluten', 'milk'],
        variations: [bread()],
        image: 'tikka-skewer.svg',
      },
      {
        name: 'Tandoori Lamb Chops',
        vegetarian: false,
        description:
          'Lamb chops marinated in yoghurt, ginger, garlic and garam masala, cooked in the tandoor. ' +
          'Served with salad and mint yoghurt.',
        priceCents: 1895,
        allergens: ['milk'],
        variations: [{ name: 'Portion', options: [option('Four chops', 0), option('Six chops', 700, 3)] }],
        image: null,
      },
      {
        name: 'Tandoori King Prawns',
        vegetarian: false,
        description:
          'King prawns marinated in yoghurt, garlic and ajwain, grilled with peppers and onion. Served ' +
          'with salad and mint yoghurt.',
        priceCents: 1895,
        allergens: ['crustaceans', 'milk'],
        variations: [],
        image: 'prawn.svg',
      },
      {
        name: 'Tiffin Mixed Grill',
        vegetarian: false,
        description: withNaan('Tandoori chicken, chicken tikka, lamb tikka and a lamb seekh kebab.'),
        priceCents: 1995,
        allergens: ['gluten', 'milk', 'mustard'],
        variations: [bread(12)],
        image: 'tandoori-chicken.svg',
      },
    ],
  },
  {
    name: 'House Curries',
    dishes: [
      {
        name: 'Tikka Masala',
        vegetarian: false,
        description:
          'Your choice of protein, tandoor-cooked, in a tomato, cream and ground almond sauce with ' +
          'dried fenugreek. King prawn adds crustaceans.',
        priceCents: 1395,
        allergens: ['milk', 'tree_nuts'],
        variations: [protein(3), spiceLevel()],
        image: 'curry-bowl-red.svg',
      },
      {
        name: 'Korma',
        vegetarian: false,
        description:
          'A mild sauce of coconut, cream and ground cashew with a little sugar. King prawn adds ' +
          'crustaceans.',
        priceCents: 1395,
        allergens: ['milk', 'tree_nuts'],
        variations: [protein()],
        image: 'korma-bowl.svg',
      },
      {
        name: 'Jalfrezi',
        vegetarian: false,
        description: withProteinNote(
          'Stir-fried green pepper, onion, tomato and fresh green chilli in a thick sauce.',
        ),
        priceCents: 1395,
        allergens: [],
        variations: [protein(), spiceLevel()],
        image: 'curry-bowl-red.svg',
      },
      {
        name: 'Madras',
        vegetarian: false,
        description: withProteinNote(
          'A South Indian style sauce of tomato, dried red chilli, mustard seed, curry leaf and tamarind.',
        ),
        priceCents: 1395,
        allergens: ['mustard'],
        variations: [protein(), spiceLevel()],
        image: 'curry-bowl-red.svg',
      },
      {
        name: 'Vindaloo',
        vegetarian: false,
        description: withProteinNote('A Goan-style sauce of dried red chilli, garlic, vinegar and potato.'),
        priceCents: 1395,
        allergens: [],
        variations: [protein(), { name: 'Spice level', options: [option('Hot', 0), option('Extra hot', 0)] }],
        image: 'curry-bowl-red.svg',
      },
      {
        name: 'Balti',
        vegetarian: false,
        description: withProteinNote(
          'Cooked quickly in an iron balti pan with onion, peppers, tomato, garlic and coriander.',
        ),
        priceCents: 1395,
        allergens: [],
        variations: [protein(), spiceLevel()],
        image: 'curry-bowl-yellow.svg',
      },
      {
        name: 'Dhansak',
        vegetarian: false,
        description: withProteinNote(
          'A Parsi-style sweet and sour sauce of yellow lentils, pineapple and tomato.',
        ),
        priceCents: 1395,
        allergens: [],
        variations: [protein(), spiceLevel()],
        image: null,
      },
    ],
  },
  {
    name: 'Chicken Curries',
    dishes: [
      {
        name: 'Butter Chicken',
        vegetarian: false,
        description:
          'Tandoori chicken tikka in a smooth tomato, butter and cream sauce with dried fenugreek and ' +
          'honey.',
        priceCents: 1550,
        allergens: ['milk'],
        variations: [spiceLevel()],
        image: 'curry-bowl-red.svg',
      },
      {
        name: 'Chicken Chettinad',
        vegetarian: false,
        description:
          'Chicken in a dark South Indian sauce of black pepper, fennel, roasted coconut and curry ' +
          'leaves.',
        priceCents: 1550,
        allergens: [],
        variations: [spiceLevel()],
        image: null,
      },
      {
        name: 'Chicken Saag',
        vegetarian: false,
        description: 'Chicken cooked with spinach, garlic, ginger and a little cream.',
        priceCents: 1495,
        allergens: ['milk'],
        variations: [spiceLevel()],
        image: 'curry-bowl-green.svg',
      },
      {
        name: 'Chicken Karahi',
        vegetarian: false,
        description:
          'Chicken cooked in a karahi with tomato, ginger, green chilli and crushed coriander seed, ' +
          'finished with fresh coriander.',
        priceCents: 1495,
        allergens: [],
        variations: [spiceLevel()],
        image: null,
      },
      {
        name: 'Chicken Achari',
        vegetarian: false,
        description:
          'Chicken in a tangy sauce made with pickling spices: mustard seed, fennel, nigella and ' +
          'fenugreek.',
        priceCents: 1495,
        allergens: ['mustard'],
        variations: [spiceLevel()],
        image: null,
      },
      {
        name: 'Chicken Pasanda',
        vegetarian: false,
        description: 'Chicken tikka in a mild sauce of yoghurt, cream, ground almonds and saffron.',
        priceCents: 1550,
        allergens: ['milk', 'tree_nuts'],
        variations: [],
        image: 'korma-bowl.svg',
      },
    ],
  },
  {
    name: 'Lamb Curries',
    dishes: [
      {
        name: 'Lamb Rogan Josh',
        vegetarian: false,
        description: 'Lamb slow-cooked with Kashmiri chilli, tomato, yoghurt, fennel and cardamom.',
        priceCents: 1595,
        allergens: ['milk'],
        variations: [spiceLevel()],
        image: 'curry-bowl-red.svg',
      },
      {
        name: 'Lamb Saag',
        vegetarian: false,
        description: 'Lamb cooked with spinach, garlic, ginger and a little cream.',
        priceCents: 1595,
        allergens: ['milk'],
        variations: [spiceLevel()],
        image: 'curry-bowl-green.svg',
      },
      {
        name: 'Keema Mattar',
        vegetarian: false,
        description: 'Minced lamb cooked with green peas, onion, tomato, ginger and garam masala.',
        priceCents: 1550,
        allergens: [],
        variations: [spiceLevel()],
        image: null,
      },
      {
        name: 'Laal Maas',
        vegetarian: false,
        description:
          'A Rajasthani lamb curry with plenty of dried red chilli, garlic and yoghurt. It is a hot ' +
          'dish.',
        priceCents: 1695,
        allergens: ['milk'],
        variations: [{ name: 'Spice level', options: [option('Hot', 0), option('Extra hot', 0)] }],
        image: 'curry-bowl-red.svg',
      },
      {
        name: 'Lamb Shank Nihari',
        vegetarian: false,
        description:
          'A lamb shank braised for four hours in a ginger, fennel and garam masala gravy thickened ' +
          'with wheat flour, finished with fresh ginger and lemon.',
        priceCents: 1750,
        allergens: ['gluten'],
        variations: [
          { name: 'Shanks', options: [option('One shank', 0), option('Two shanks', 1100, 4)] },
          spiceLevel(),
        ],
        image: null,
      },
      {
        name: 'Lamb Dopiaza',
        vegetarian: false,
        description:
          'Lamb with a double helping of onions: half cooked down into the sauce, half added in large ' +
          'pieces.',
        priceCents: 1595,
        allergens: [],
        variations: [spiceLevel()],
        image: null,
      },
    ],
  },
  {
    name: 'Seafood',
    dishes: [
      {
        name: 'Goan Fish Curry',
        vegetarian: false,
        description: 'Hake in a tangy sauce of coconut milk, tamarind, kokum and dried red chilli.',
        priceCents: 1650,
        allergens: ['fish'],
        variations: [spiceLevel()],
        image: 'fish.svg',
      },
      {
        name: 'Kerala Fish Moilee',
        vegetarian: false,
        description:
          'Hake simmered in a mild coconut milk sauce with turmeric, curry leaves, ginger and green ' +
          'chilli.',
        priceCents: 1650,
        allergens: ['fish'],
        variations: [spiceLevel()],
        image: null,
      },
      {
        name: 'King Prawn Malabar',
        vegetarian: false,
        description: 'King prawns in a coconut, tomato and curry leaf sauce tempered with mustard seed.',
        priceCents: 1750,
        allergens: ['crustaceans', 'mustard'],
        variations: [spiceLevel()],
        image: 'prawn.svg',
      },
      {
        name: 'King Prawn Masala',
        vegetarian: false,
        description: 'Tandoor-cooked king prawns in a tomato, cream and ground almond sauce.',
        priceCents: 1750,
        allergens: ['crustaceans', 'milk', 'tree_nuts'],
        variations: [spiceLevel()],
        image: 'curry-bowl-red.svg',
      },
      {
        name: 'Prawn Patia',
        vegetarian: false,
        description:
          'Prawns in a Parsi-style hot, sweet and sour sauce of tomato, tamarind, jaggery and chilli.',
        priceCents: 1595,
        allergens: ['crustaceans'],
        variations: [spiceLevel()],
        image: 'prawn.svg',
      },
      {
        name: 'Tandoori Salmon',
        vegetarian: false,
        description:
          'Salmon fillet marinated in yoghurt, wholegrain mustard, dill and ajwain, cooked in the ' +
          'tandoor. Served with salad and mint yoghurt.',
        priceCents: 1750,
        allergens: ['fish', 'milk', 'mustard'],
        variations: [],
        image: 'fish.svg',
      },
    ],
  },
  {
    name: 'Vegetarian',
    dishes: [
      {
        name: 'Paneer Butter Masala',
        vegetarian: true,
        description:
          'Cubes of paneer (Indian cheese) in a tomato, butter and cream sauce with dried fenugreek.',
        priceCents: 1395,
        allergens: ['milk'],
        variations: [spiceLevel()],
        image: 'curry-bowl-red.svg',
      },
      {
        name: 'Saag Paneer',
        vegetarian: true,
        description: 'Paneer cooked with spinach, garlic, ginger and a little cream.',
        priceCents: 1395,
        allergens: ['milk'],
        variations: [spiceLevel()],
        image: 'curry-bowl-green.svg',
      },
      {
        name: 'Chana Masala',
        vegetarian: true,
        description: 'Chickpeas cooked with onion, tomato, ginger and dried mango powder. Vegan.',
        priceCents: 1350,
        allergens: [],
        variations: [spiceLevel()],
        image: 'curry-bowl-yellow.svg',
      },
      {
        name: 'Tarka Dal',
        vegetarian: true,
        description:
          'Yellow lentils simmered with turmeric and finished with garlic, cumin and dried chilli fried ' +
          'in oil. Vegan.',
        priceCents: 1350,
        allergens: [],
        variations: [spiceLevel()],
        image: 'dal.svg',
      },
      {
        name: 'Dal Makhani',
        vegetarian: true,
        description: 'Black lentils and kidney beans cooked slowly overnight with tomato, butter and cream.',
        priceCents: 1395,
        allergens: ['milk'],
        variations: [spiceLevel()],
        image: 'dal.svg',
      },
      {
        name: 'Aloo Gobi',
        vegetarian: true,
        description: 'Potato and cauliflower cooked with cumin, turmeric, ginger and tomato. Vegan.',
        priceCents: 1350,
        allergens: [],
        variations: [spiceLevel()],
        image: 'curry-bowl-yellow.svg',
      },
      {
        name: 'Vegetable Korma',
        vegetarian: true,
        description: 'Seasonal vegetables in a mild sauce of coconut, cream and ground cashew.',
        priceCents: 1350,
        allergens: ['milk', 'tree_nuts'],
        variations: [],
        image: 'korma-bowl.svg',
      },
    ],
  },
  {
    name: 'Biryani',
    dishes: [
      {
        name: 'Chicken Biryani',
        vegetarian: false,
        description:
          'Basmati rice layered with chicken, fried onion, mint, saffron and whole spices, cooked under ' +
          'a sealed lid. Served with cucumber raita.',
        priceCents: 1595,
        allergens: ['milk'],
        variations: [portion(350), spiceLevel()],
        image: 'biryani.svg',
      },
      {
        name: 'Lamb Biryani',
        vegetarian: false,
        description:
          'Basmati rice layered with slow-cooked lamb, fried onion, mint, saffron and whole spices. ' +
          'Served with cucumber raita.',
        priceCents: 1695,
        allergens: ['milk'],
        variations: [portion(350, 2), spiceLevel()],
        image: 'biryani.svg',
      },
      {
        name: 'Chicken Tikka Biryani',
        vegetarian: false,
        description:
          'Basmati rice layered with tandoori chicken tikka, fried onion and saffron. Served with ' +
          'cucumber raita.',
        priceCents: 1650,
        allergens: ['milk'],
        variations: [spiceLevel()],
        image: 'biryani.svg',
      },
      {
        name: 'King Prawn Biryani',
        vegetarian: false,
        description:
          'Basmati rice layered with king prawns, fried onion, curry leaves and saffron. Served with ' +
          'cucumber raita.',
        priceCents: 1850,
        allergens: ['crustaceans', 'milk'],
        variations: [spiceLevel()],
        image: 'biryani.svg',
      },
      {
        name: 'Vegetable Biryani',
        vegetarian: true,
        description:
          'Basmati rice layered with seasonal vegetables, paneer, fried onion and saffron. Served with ' +
          'cucumber raita.',
        priceCents: 1550,
        allergens: ['milk'],
        variations: [portion(350), spiceLevel()],
        image: 'biryani.svg',
      },
      {
        name: 'Tiffin Special Biryani',
        vegetarian: false,
        description:
          'Chicken, lamb and prawns layered with basmati rice, fried onion, mint and saffron, topped ' +
          'with a boiled egg. Served with cucumber raita.',
        priceCents: 1850,
        allergens: ['crustaceans', 'eggs', 'milk'],
        variations: [spiceLevel()],
        image: 'biryani.svg',
      },
    ],
  },
  {
    name: 'Rice',
    dishes: [
      {
        name: 'Pilau Rice',
        vegetarian: true,
        description: 'Basmati rice cooked in ghee with cardamom, cloves, bay leaf and a pinch of saffron.',
        priceCents: 395,
        allergens: ['milk'],
        variations: [portion(200)],
        image: 'rice-bowl.svg',
      },
      {
        name: 'Steamed Basmati Rice',
        vegetarian: true,
        description: 'Plain basmati rice, steamed.',
        priceCents: 350,
        allergens: [],
        variations: [],
        image: 'rice-bowl.svg',
      },
      {
        name: 'Jeera Rice',
        vegetarian: true,
        description: 'Basmati rice tossed with cumin seeds fried in ghee.',
        priceCents: 395,
        allergens: ['milk'],
        variations: [],
        image: 'rice-bowl.svg',
      },
      {
        name: 'Egg Fried Rice',
        vegetarian: true,
        description: 'Basmati rice stir-fried with egg, green peas and spring onion.',
        priceCents: 450,
        allergens: ['eggs'],
        variations: [],
        image: 'rice-bowl.svg',
      },
      {
        name: 'Mushroom Rice',
        vegetarian: true,
        description: 'Pilau rice stir-fried with sliced mushrooms and onion.',
        priceCents: 450,
        allergens: ['milk'],
        variations: [],
        image: null,
      },
      {
        name: 'Lemon Rice',
        vegetarian: true,
        description:
          'Basmati rice with lemon juice, turmeric, mustard seed, curry leaves and roasted peanuts.',
        priceCents: 425,
        allergens: ['mustard', 'peanuts'],
        variations: [],
        image: null,
      },
    ],
  },
  {
    name: 'Breads',
    dishes: [
      {
        name: 'Plain Naan',
        vegetarian: true,
        description:
          'Leavened white-flour bread made with yoghurt, baked on the wall of the tandoor and brushed ' +
          'with butter.',
        priceCents: 325,
        allergens: ['gluten', 'milk'],
        variations: [],
        image: 'naan.svg',
      },
      {
        name: 'Garlic Naan',
        vegetarian: true,
        description: 'Naan topped with chopped garlic, garlic butter and fresh coriander.',
        priceCents: 375,
        allergens: ['gluten', 'milk'],
        variations: [],
        image: 'naan.svg',
      },
      {
        name: 'Peshwari Naan',
        vegetarian: true,
        description: 'Naan filled with a sweet mix of desiccated coconut, sultanas and ground almonds.',
        priceCents: 425,
        allergens: ['gluten', 'milk', 'tree_nuts'],
        variations: [],
        image: 'naan.svg',
      },
      {
        name: 'Cheese Naan',
        vegetarian: true,
        description: 'Naan filled with mild cheddar and mozzarella.',
        priceCents: 425,
        allergens: ['gluten', 'milk'],
        variations: [],
        image: 'naan.svg',
      },
      {
        name: 'Keema Naan',
        vegetarian: false,
        description: 'Naan stuffed with spiced minced lamb.',
        priceCents: 450,
        allergens: ['gluten', 'milk'],
        variations: [],
        image: null,
      },
      {
        name: 'Tandoori Roti',
        vegetarian: true,
        description: 'Unleavened wholemeal flatbread baked in the tandoor, made without dairy.',
        priceCents: 300,
        allergens: ['gluten'],
        variations: [],
        image: null,
      },
      {
        name: 'Lachha Paratha',
        vegetarian: true,
        description: 'Flaky, layered wholemeal flatbread made with ghee and cooked in the tandoor.',
        priceCents: 395,
        allergens: ['gluten', 'milk'],
        variations: [],
        image: null,
      },
    ],
  },
  {
    name: 'Sides & Sauces',
    dishes: [
      {
        name: 'Cucumber Raita',
        vegetarian: true,
        description: 'Natural yoghurt with grated cucumber, roasted cumin and mint.',
        priceCents: 350,
        allergens: ['milk'],
        variations: [],
        image: null,
      },
      {
        name: 'Bombay Aloo',
        vegetarian: true,
        description: 'A side portion of potatoes cooked with cumin, mustard seed, turmeric and tomato.',
        priceCents: 595,
        allergens: ['mustard'],
        variations: [spiceLevel()],
        image: 'curry-bowl-yellow.svg',
      },
      {
        name: 'Saag Aloo',
        vegetarian: true,
        description: 'A side portion of spinach and potato cooked with garlic and cumin. Vegan.',
        priceCents: 595,
        allergens: [],
        variations: [],
        image: 'curry-bowl-green.svg',
      },
      {
        name: 'Chips',
        vegetarian: true,
        description: 'A portion of thick-cut chips fried in rapeseed oil.',
        priceCents: 395,
        allergens: [],
        variations: [],
        image: null,
      },
      {
        name: 'Masala Chips',
        vegetarian: true,
        description: 'Chips tossed with fried onion, peppers, green chilli and a chaat masala spice mix.',
        priceCents: 450,
        allergens: [],
        variations: [],
        image: null,
      },
      {
        name: 'Curry Sauce',
        vegetarian: true,
        description: 'A pot of our medium house curry sauce of onion, tomato, ginger and garlic.',
        priceCents: 395,
        allergens: [],
        variations: [],
        image: null,
      },
    ],
  },
  {
    name: 'Desserts',
    dishes: [
      {
        name: 'Gulab Jamun',
        vegetarian: true,
        description:
          'Three warm dumplings of milk solids and flour in cardamom and rose syrup, topped with ' +
          'chopped pistachio.',
        priceCents: 595,
        allergens: ['gluten', 'milk', 'tree_nuts'],
        variations: [],
        image: 'dessert-gulab-jamun.svg',
      },
      {
        name: 'Rasmalai',
        vegetarian: true,
        description: 'Two soft paneer dumplings in chilled saffron and cardamom milk, topped with pistachio.',
        priceCents: 650,
        allergens: ['milk', 'tree_nuts'],
        variations: [],
        image: 'dessert-gulab-jamun.svg',
      },
      {
        name: 'Kulfi',
        vegetarian: true,
        description:
          'Indian ice cream made by slowly reducing milk, served on a stick. All flavours contain ' +
          'ground almonds.',
        priceCents: 595,
        allergens: ['milk', 'tree_nuts'],
        variations: [
          {
            name: 'Flavour',
            options: [
              option('Mango', 0),
              option('Pistachio', 0, 8, ['tree_nuts']),
              option('Malai (cardamom)', 0),
            ],
          },
        ],
        image: null,
      },
      {
        name: 'Gajar Halwa',
        vegetarian: true,
        description:
          'Grated carrot cooked slowly with milk, ghee, sugar and cardamom, served warm with cashews.',
        priceCents: 595,
        allergens: ['milk', 'tree_nuts'],
        variations: [],
        image: null,
      },
      {
        name: 'Mango Cheesecake',
        vegetarian: true,
        description:
          'Baked vanilla cheesecake on a digestive biscuit base, topped with Alphonso mango purée.',
        priceCents: 695,
        allergens: ['gluten', 'milk', 'eggs'],
        variations: [],
        image: null,
      },
      {
        name: 'Chocolate Brownie',
        vegetarian: true,
        description: 'A warm chocolate brownie with vanilla ice cream; the chocolate contains soya lecithin.',
        priceCents: 650,
        allergens: ['gluten', 'milk', 'eggs', 'soya'],
        variations: [],
        image: null,
      },
    ],
  },
  {
    name: 'Drinks',
    portionsExempt: true,
    dishes: [
      {
        name: 'Mango Lassi',
        vegetarian: true,
        description: 'Yoghurt blended with Alphonso mango pulp, milk and a pinch of cardamom.',
        priceCents: 450,
        allergens: ['milk'],
        variations: [],
        image: 'mango-lassi.svg',
      },
      {
        name: 'Sweet Lassi',
        vegetarian: true,
        description: 'Yoghurt blended with milk, sugar and a little rose water.',
        priceCents: 395,
        allergens: ['milk'],
        variations: [],
        image: 'mango-lassi.svg',
      },
      {
        name: 'Salted Lassi',
        vegetarian: true,
        description: 'Yoghurt blended with water, salt and roasted cumin.',
        priceCents: 395,
        allergens: ['milk'],
        variations: [],
        image: 'mango-lassi.svg',
      },
      {
        name: 'Masala Chai',
        vegetarian: true,
        description: 'Black tea brewed with milk, ginger, cardamom and cinnamon, sweetened to taste.',
        priceCents: 350,
        allergens: ['milk'],
        variations: [{ name: 'Sugar', options: [option('Sweetened', 0), option('No sugar', 0)] }],
        image: null,
      },
      {
        name: 'Coca-Cola (330ml can)',
        vegetarian: true,
        description: 'A chilled 330ml can.',
        priceCents: 250,
        allergens: [],
        variations: [],
        vatClass: 'soft_drink',
        depositCents: 15,
        image: 'drink-can.svg',
      },
      {
        name: 'Coca-Cola Zero Sugar (330ml can)',
        vegetarian: true,
        description: 'A chilled 330ml can, sugar free.',
        priceCents: 250,
        allergens: [],
        variations: [],
        vatClass: 'soft_drink',
        depositCents: 15,
        image: 'drink-can.svg',
      },
      {
        name: '7UP (330ml can)',
        vegetarian: true,
        description: 'A chilled 330ml can of lemon and lime soft drink.',
        priceCents: 250,
        allergens: [],
        variations: [],
        vatClass: 'soft_drink',
        depositCents: 15,
        image: 'drink-can.svg',
      },
      {
        name: 'Irish Spring Water (500ml)',
        vegetarian: true,
        description: 'A 500ml bottle of Irish spring water, still or sparkling.',
        priceCents: 250,
        allergens: [],
        variations: [{ name: 'Type', options: [option('Still', 0), option('Sparkling', 0)] }],
        vatClass: 'soft_drink',
        depositCents: 15,
        image: null,
      },
    ],
  },
];
