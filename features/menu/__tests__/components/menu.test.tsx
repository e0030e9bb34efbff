import { screen, within } from '@testing-library/react';
import RestaurantMenu from '@/features/menu/components/RestaurantMenu';
import type { Menu } from '@/content/menu';
import { MENU as menu } from '@/__tests__/fixtures/menu';
import { renderScreen } from '@/__tests__/components/support/screen';

describe('RestaurantMenu', () => {
  it('shows the sections in order, ending with the Tuesday soup card', () => {
    renderScreen(<RestaurantMenu menu={menu} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Drinker',
      'Småretter',
      'Hovedretter',
      'Bare tirsdag',
    ]);
    const tuesday = screen.getByRole('region', { name: 'Bare tirsdag' });
    expect(within(tuesday).getByRole('heading', { level: 3 })).toHaveTextContent(menu.tuesday.item.title);
    expect(within(tuesday).getByText('$7')).toBeInTheDocument();
  });

  it('links to each section from the jump bar', () => {
    renderScreen(<RestaurantMenu menu={menu} />);
    const nav = screen.getByRole('navigation', { name: 'Menyseksjoner' });
    const targets = within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['#cocktails', '#starters', '#mains', '#tuesday']);
    for (const target of targets) expect(document.querySelector(target!)).not.toBeNull();
  });

  it('shows each item with its title, description, formatted price and add-ons', () => {
    const small: Menu = {
      sections: [
        {
          id: 'starters',
          title: 'Starters',
          items: [
            {
              id: 'nachos',
              title: 'Loaded Nachos',
              description: 'Chips and cheese.',
              price: 9.5,
              addOns: [{ label: 'Guacamole', price: 2 }],
            },
          ],
        },
      ],
      tuesday: { id: 'tuesday', title: 'Tuesday Only', note: 'Tuesdays.', item: { id: 'soup', title: 'Soup', description: 'Hot.', price: 7 } },
    };
    renderScreen(<RestaurantMenu menu={small} />);
    const item = screen.getByRole('listitem', { name: 'Loaded Nachos' });
    expect(within(item).getByText('$9.50')).toBeInTheDocument();
    expect(within(item).getByText('Chips and cheese.')).toBeInTheDocument();
    const addOns = within(item).getByRole('list', { name: 'Add-ons for Loaded Nachos' });
    expect(addOns).toHaveTextContent('Guacamole');
    expect(addOns).toHaveTextContent('+$2');
    expect(screen.getByRole('listitem', { name: 'Soup' })).not.toHaveTextContent('+$');
  });

  it('lists an item’s pick-one choices under their label (the wing seasonings)', () => {
    renderScreen(<RestaurantMenu menu={menu} />);
    const wings = screen.getByRole('listitem', { name: 'Vinger' });
    const seasonings = within(wings).getByRole('list', { name: 'Krydder' });
    expect(within(seasonings).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Chili', 'Sitron', 'Hvitløk']);
  });
});
