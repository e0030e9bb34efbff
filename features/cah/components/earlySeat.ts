// What a Cah room page starts once signed in, beside the room's warm-up (RoomFirstPaint's
// `signedIn`, docs/rooms.md "How a room page loads", step 5): the question bank the room cannot
// render without, and a seat for a name already sent from the page's plain box, taken the moment
// the room's data is on the phone instead of once the live form has loaded, rendered and taken
// the box over. In a running game the new player's hand is drawn as soon as the seat is theirs,
// while the phone renders the room, rather than once the hand has rendered and found itself empty.
import { onValue, ref, type Database } from 'firebase/database';
import { cahPaths } from '@/features/cah/paths';
import { drawCards, mapGame, takeSeat } from '@/features/cah/lib/data';
import { checkText, nameRule } from '@/lib/forms/text';
import { takeEarlyJoin } from './earlyJoinForm';
import { randomSource } from './table';

const NAME = nameRule('navnet ditt');
const ignore = () => undefined;

export function startCahRoom(db: Database, code: string, uid: string): () => void {
  const stopBank = onValue(ref(db, cahPaths.bank()), ignore, ignore);
  let asked = false;
  const stopGame = onValue(
    ref(db, cahPaths.game(code)),
    (snapshot) => {
      if (asked) return;
      asked = true;
      const game = mapGame(snapshot.val());
      if (!game || game.players.some((player) => player.uid === uid)) return;
      // Read now, not earlier: a name changed after its «Bli med» waits for its own.
      const early = takeEarlyJoin();
      if (!early?.sent || !checkText(early.value, NAME).ok) return;
      // A refusal is the live form's to show: it sends the box's name again when it takes it over.
      // drawCards draws nothing in a game that is not running; a failed draw is the hand's to
      // show, which draws again what it finds missing.
      const gameNumber = game.settings.gameNumber;
      takeSeat(db, code, uid, early.value)
        .then(() => drawCards(db, code, gameNumber, uid, randomSource))
        .catch(ignore);
    },
    ignore,
  );
  return () => {
    stopBank();
    stopGame();
  };
}
