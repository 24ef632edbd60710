/** The demo menu (menu-data.ts): Starters and the tandoor. */
import type { SeedCategory } from '../seed-types.ts';
import { bread, option, withNaan } from './options.ts';

export const startersAndGrill: SeedCategory[] = [
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
];
