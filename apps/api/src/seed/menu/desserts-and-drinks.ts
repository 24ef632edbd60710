/** The demo menu (menu-data.ts): Desserts and drinks (the cans and water carry their deposit). */
import type { SeedCategory } from '../seed-types.ts';
import { option } from './options.ts';

export const dessertsAndDrinks: SeedCategory[] = [
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
