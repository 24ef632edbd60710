/** The demo menu (menu-data.ts): Seafood, the vegetarian dishes, and the biryanis. */
import type { SeedCategory } from '../seed-types.ts';
import { portion, spiceLevel } from './options.ts';

export const seafoodVegetarianBiryani: SeedCategory[] = [
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
];
