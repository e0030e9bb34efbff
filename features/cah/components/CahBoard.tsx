'use client';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import { bankRead, gameRead, presentRead } from '@/features/cah/lib/data';
import { currentPlays, readyToJudge, revealOrder, stillToPlay } from '@/features/cah/lib/game';
import { tableCard } from '@/features/cah/lib/room';
import type { CahGame } from '@/features/cah/lib/types';
import type { Bank } from '@/features/cah/lib/bank';

/**
 * A Cah table on a party's TV board («Kveldens tavle», features/fest): the black card, the
 * played cards once every phone shows them (judging, result), and the scores. It reads the
 * table only, never a hand or a player's own record of a round.
 */
export default function CahBoard({ code }: { code: string }) {
  const game = useDbValue(gameRead(code));
  const bank = useDbValue(bankRead());
  // Deliberately no DbView: who is present only refines the count of plays waited for.
  const present = useDbValue(presentRead(code));
  const here = new Set(present.status === 'success' ? present.data : []);
  return (
    <DbView result={game}>
      {(table) => (
        <DbView result={bank}>{(cards) => (table ? <Table game={table} bank={cards} code={code} isActive={(uid) => here.has(uid)} /> : null)}</DbView>
      )}
    </DbView>
  );
}

function Table({ game, bank, code, isActive }: { game: CahGame; bank: Bank; code: string; isActive: (uid: string) => boolean }) {
  const card = tableCard(game, bank.black);
  const round = game.round;
  const revealed = round !== null && (round.phase === 'result' || readyToJudge(game, isActive));
  const plays = round ? revealOrder(currentPlays(game), `${code}-${game.settings.gameNumber}-${round.number}`) : [];
  const scores = game.players.slice().sort((a, b) => b.points - a.points || a.name.localeCompare(b.name, 'nb'));
  return (
    <Stack spacing={2}>
      <Box sx={{ p: 3, borderRadius: 2, bgcolor: '#111', color: '#fff' }} data-testid="board-cah-black">
        {card.kind === 'black' ? (
          <>
            <Typography sx={{ fontSize: '2.4rem', fontWeight: 600, lineHeight: 1.3 }}>
              {card.parts.map((part, i) => ('gap' in part ? <u key={i}>{part.answer ?? '_____'}</u> : <span key={i}>{part.text}</span>))}
            </Typography>
            {card.trailing ? <Typography sx={{ fontSize: '2rem', mt: 1 }}>{card.trailing}</Typography> : null}
            <Typography sx={{ fontSize: '1.3rem', opacity: 0.8, mt: 1 }}>
              Runde {card.round} · Kortkonge: {card.czarName ?? '–'}
            </Typography>
          </>
        ) : (
          <Typography sx={{ fontSize: '2rem' }}>{card.text}</Typography>
        )}
      </Box>
      {round && round.phase === 'playing' && !revealed ? (
        <Typography sx={{ fontSize: '1.6rem' }}>
          {currentPlays(game).length} kort spilt, venter på {stillToPlay(game, isActive)}.
        </Typography>
      ) : null}
      {revealed && plays.length > 0 ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="board-cah-plays">
          {plays.map((play) => (
            <Box
              key={play.key}
              sx={{ p: 2, borderRadius: 2, bgcolor: '#fff', color: '#111', fontSize: '1.6rem', maxWidth: 360, outline: play.key === round?.winner ? '4px solid gold' : 'none' }}
            >
              {play.cards.map((c) => c.text).join(' / ')}
            </Box>
          ))}
        </Stack>
      ) : null}
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="board-cah-scores">
        {scores.map((p) => (
          <Typography key={p.uid} sx={{ fontSize: '1.6rem' }}>
            {p.name}: <strong>{p.points}</strong>
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
