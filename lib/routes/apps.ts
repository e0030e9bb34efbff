// The portal's apps as the home page lists them. `ready` flips when an app's issue lands.

export type AppEntry = {
  href: string;
  name: string;
  description: string;
  ready: boolean;
  beta?: boolean;
};

export const APPS: readonly AppEntry[] = [
  { href: '/proost/', name: 'Proost', description: 'Spørsmålslek for fest, med rom', ready: true, beta: true },
  { href: '/cah/', name: 'Cah', description: 'Kortspill med rom', ready: true, beta: true },
  { href: '/battleshots/', name: 'Battleshots', description: 'Senke skip – med shots', ready: true, beta: true },
  { href: '/secretSanta/', name: 'Secret santa', description: 'Meld deg på og se hvem du skal gi til', ready: true },
  { href: '/questions/', name: 'Spørsmål', description: 'Send spørsmål til noen i rommet', ready: true },
  { href: '/fridge/', name: 'Kjøleskap', description: 'Hva er i kjøleskapet, og hva går snart ut?', ready: true },
  { href: '/calculator/', name: 'Barkalkulator', description: 'Regn ut bestillingen i baren', ready: true },
  { href: '/dnd/', name: 'DnD-logg', description: 'Logg for rollespillkvelden', ready: true },
  { href: '/dnditems/', name: 'DnD-gjenstander', description: 'Logg over gjenstander', ready: true },
  { href: '/quest/', name: 'Questlog', description: 'Oppdrag for rollespillet, med spilleder', ready: true },
  { href: '/f1/', name: 'F1-simulator', description: 'Simuler runder med tre biler', ready: true },
  { href: '/Swg/', name: 'SWG', description: 'Resultattavle for overlevelsesspillet', ready: true },
  { href: '/menu/', name: 'Meny', description: 'Restaurantmenyen', ready: true },
  { href: '/links/', name: 'Lenker', description: 'Snarveier for familien', ready: true },
  { href: '/tiles/', name: 'Fliser', description: 'Logoer som lenker', ready: true },
  { href: '/spy/', name: 'Spion', description: 'Planer for spionspillet', ready: true },
];
