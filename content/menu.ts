/**
 * The restaurant menu (/menu). Edit this file and rebuild; the build checks it against content/schema.ts
 * (prices within the SPEC §9 range of their section, add-ons $2, unique ids, wings: a dozen
 * with four seasonings). Prices are US dollars: 9, 7.95.
 */

export type AddOn = {
  label: string;
  price: number;
};

/** A pick-one list shown with the item, e.g. the wing seasonings. */
export type MenuChoice = {
  label: string;
  options: string[];
};

export type MenuItem = {
  id: string;
  title: string;
  description: string;
  price: number;
  addOns?: AddOn[];
  choice?: MenuChoice;
};

export type MenuSectionId = 'cocktails' | 'starters' | 'mains';

export type MenuSection = {
  id: MenuSectionId;
  title: string;
  items: MenuItem[];
};

export type Menu = {
  sections: MenuSection[];
  /** The soup card, served on Tuesdays only. */
  tuesday: { id: 'tuesday'; title: string; note: string; item: MenuItem };
};

export const menu: Menu = {
  sections: [
    {
      id: 'cocktails',
      title: 'Cocktails',
      items: [
        {
          id: 'old-fashioned',
          title: 'Old Fashioned',
          description: 'Bourbon, demerara, Angostura and orange bitters, stirred over one big cube.',
          price: 10,
        },
        {
          id: 'margarita',
          title: 'Margarita',
          description: 'Blanco tequila, fresh lime and orange liqueur, shaken, with a salted rim.',
          price: 9,
          addOns: [{ label: 'Spicy (jalapeño)', price: 2 }],
        },
        {
          id: 'espresso-martini',
          title: 'Espresso Martini',
          description: 'Vodka, fresh espresso and coffee liqueur, shaken hard for a thick crema.',
          price: 10,
        },
        {
          id: 'paloma',
          title: 'Paloma',
          description: 'Tequila, pink grapefruit soda, lime and a pinch of salt, long and bright.',
          price: 9,
        },
        {
          id: 'mojito',
          title: 'Mojito',
          description: 'White rum, muddled mint, lime and cane sugar, topped with soda.',
          price: 9.5,
          addOns: [{ label: 'Fresh berries', price: 2 }],
        },
      ],
    },
    {
      id: 'starters',
      title: 'Starters',
      items: [
        {
          id: 'wings',
          title: 'Wings',
          description: 'A dozen crispy wings tossed in your choice of seasoning, with celery and blue cheese dip.',
          price: 10,
          choice: {
            label: 'Seasonings',
            options: ['Buffalo', 'Lemon Pepper', 'Honey Garlic', 'Cajun Dry Rub'],
          },
          addOns: [{ label: 'Extra dip', price: 2 }],
        },
        {
          id: 'loaded-nachos',
          title: 'Loaded Nachos',
          description: 'Tortilla chips, melted cheddar, pico de gallo, pickled jalapeños and sour cream.',
          price: 9.5,
          addOns: [
            { label: 'Guacamole', price: 2 },
            { label: 'Pulled pork', price: 2 },
          ],
        },
        {
          id: 'crispy-calamari',
          title: 'Crispy Calamari',
          description: 'Lightly fried squid with lemon and garlic aioli.',
          price: 9.95,
        },
        {
          id: 'garlic-bread',
          title: 'Garlic Bread',
          description: 'Toasted sourdough with garlic herb butter and parmesan.',
          price: 7.95,
          addOns: [{ label: 'Melted mozzarella', price: 2 }],
        },
      ],
    },
    {
      id: 'mains',
      title: 'Main Plates',
      items: [
        {
          id: 'smash-burger',
          title: 'Classic Smash Burger',
          description: 'Two smashed beef patties, American cheese, pickles and house sauce, with fries.',
          price: 15.95,
          addOns: [
            { label: 'Bacon', price: 2 },
            { label: 'Avocado', price: 2 },
          ],
        },
        {
          id: 'fish-and-chips',
          title: 'Fish & Chips',
          description: 'Beer-battered cod, hand-cut fries, tartar sauce and minted peas.',
          price: 18.95,
        },
        {
          id: 'caesar-salad',
          title: 'Chicken Caesar Salad',
          description: 'Grilled chicken, romaine, parmesan, garlic croutons and Caesar dressing.',
          price: 12.95,
          addOns: [{ label: 'Bacon', price: 2 }],
        },
        {
          id: 'mushroom-risotto',
          title: 'Mushroom Risotto',
          description: 'Creamy arborio rice with wild mushrooms, parmesan and a drizzle of truffle oil.',
          price: 16.95,
          addOns: [{ label: 'Grilled chicken', price: 2 }],
        },
        {
          id: 'steak-frites',
          title: 'Steak Frites',
          description: '10 oz ribeye with garlic butter, fries and peppercorn sauce.',
          price: 25.95,
        },
      ],
    },
  ],
  tuesday: {
    id: 'tuesday',
    title: 'Tuesday Only',
    note: 'Served all day on Tuesdays, while it lasts.',
    item: {
      id: 'tomato-soup',
      title: 'Tomato Basil Soup',
      description: 'Slow-roasted tomato soup with fresh basil and a grilled cheese dipper.',
      price: 7,
      addOns: [{ label: 'Extra grilled cheese', price: 2 }],
    },
  },
};
