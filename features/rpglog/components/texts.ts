import { type RpgLogNode } from '../paths';

/** What differs between the session log and the item log: only words. */
export type RpgLogTexts = {
  title: string;
  subtitle: string;
  eventLabel: string;
  personLabel: string;
  /** Names the screen in error messages. */
  screenLabel: string;
};

export const RPG_LOG_TEXTS: Record<RpgLogNode, RpgLogTexts> = {
  DND: {
    title: 'DnD-logg',
    subtitle: 'Hva skjedde i hvilken økt – og hvem var det?',
    eventLabel: 'Hendelse',
    personLabel: 'Person',
    screenLabel: 'DnD-loggen',
  },
  DND_Items: {
    title: 'DnD-gjenstander',
    subtitle: 'Hvilke gjenstander ble funnet, og hvem har dem?',
    eventLabel: 'Gjenstand',
    personLabel: 'Hvem fikk den',
    screenLabel: 'gjenstandsloggen',
  },
};
