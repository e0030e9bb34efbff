// The survival game's part of `npm run migrate` (lib/routes/migration.ts).
import { children, clampInt, text, type Migration, type MigrationStep } from '@/lib/routes/migration';
import { asRecord } from '@/lib/firebase/values';
import { GENERIC_IMG, isImageName } from './lib/game';

function swg(m: Migration, value: unknown) {
  const swg = asRecord(value);
  if (!swg) return m.unmapped('swg', value, 'not a survival-game node');
  m.set('swg/game_active', swg.game_active === true);
  let n = 0;
  for (const [key, raw] of children(swg.players)) {
    const p = asRecord(raw);
    if (!p || !/^[0-9]{1,6}$/.test(key)) {
      m.unmapped(`swg/players/${key}`, raw, 'players are keyed by a number of up to 6 digits');
      continue;
    }
    const lives = clampInt(p.lives, 0, 99, 0);
    const img = text(p.img);
    if (img && !isImageName(img)) m.unmapped(`swg/players/${key}/img`, p.img, 'not an image file name; the generic image is shown');
    m.set(`swg/players/${key}`, {
      id: key,
      name: text(p.name).slice(0, 40) || `Spiller ${key}`,
      img: isImageName(img) ? img : GENERIC_IMG,
      lives,
      // The rules keep dead and lives in step: SPEC's dead player has 0 lives.
      dead: lives === 0,
      staff: p.staff === true,
    });
    if ((p.dead === true) !== (lives === 0)) m.changed(`swg/players/${key}: dead follows lives (${lives})`);
    m.extras(`swg/players/${key}`, p, ['id', 'name', 'img', 'lives', 'dead', 'staff']);
    n++;
  }
  if (swg.history !== undefined) m.set('swg/history', swg.history);
  m.extras('swg', swg, ['game_active', 'players', 'history']);
  m.changed(`swg: ${n} player(s) normalised`);
}

export const migration: MigrationStep = {
  nodes: ['swg'],
  run: (m, _node, value) => swg(m, value),
};
