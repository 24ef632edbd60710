/** The demo menu (menu-data.ts): The house's, the chicken, and the lamb curries. */
import type { SeedCategory } from '../seed-types.ts';
import { option, protein, spiceLevel, withProteinNote } from './options.ts';

export const curries: SeedCategory[] = [
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
];
