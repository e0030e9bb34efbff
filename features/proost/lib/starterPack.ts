// A starter pack so a new room can play at once: original questions in all five types, many
// with @spiller. Fixed keys, so adding the pack twice adds only what is missing.
import type { QuestionType } from './types';

type StarterQuestion = { type: QuestionType; text: string };

const PACK: readonly StarterQuestion[] = [
  { type: 'Generelt', text: '@spiller deler ut tre slurker.' },
  { type: 'Generelt', text: 'Alle som har på seg noe blått, drikker én slurk.' },
  { type: 'Generelt', text: '@spiller og @spiller skåler og drikker to slurker hver.' },
  { type: 'Generelt', text: 'Den yngste i rommet deler ut fire slurker.' },
  { type: 'Generelt', text: '@spiller velger en drikkevenn for resten av runden.' },
  { type: 'Generelt', text: 'Alle som har vært i Sverige i år, drikker.' },
  { type: 'Generelt', text: '@spiller forteller en pinlig historie, eller drikker tre slurker.' },
  { type: 'Generelt', text: 'Den som sist sendte en melding til mamma, deler ut to slurker.' },
  { type: 'Generelt', text: '@spiller bytter plass med @spiller.' },
  { type: 'Generelt', text: 'Alle med briller drikker én slurk. Ingen briller? Da drikker @spiller.' },
  { type: 'Utfordring', text: '@spiller må snakke nynorsk til neste kort, ellers to slurker.' },
  { type: 'Utfordring', text: '@spiller synger refrenget av en julesang, eller drikker tre slurker.' },
  { type: 'Utfordring', text: '@spiller gjør ti knebøy. Nekter du, drikker du fire slurker.' },
  { type: 'Utfordring', text: '@spiller må holde seg for ikke å le mens @spiller forteller en vits.' },
  { type: 'Utfordring', text: '@spiller sender en hjerte-emoji til den tredje personen i meldingsloggen.' },
  { type: 'Utfordring', text: '@spiller imiterer @spiller til noen gjetter hvem det er.' },
  { type: 'Utfordring', text: '@spiller må tale til ære for verten i 30 sekunder.' },
  { type: 'Utfordring', text: '@spiller får ikke si «ja» eller «nei» før neste kort. Hver gang drikker du.' },
  { type: 'Utfordring', text: '@spiller viser det siste bildet på mobilen sin, eller drikker tre slurker.' },
  { type: 'Utfordring', text: '@spiller og @spiller bytter ett klesplagg.' },
  { type: 'Kastelek', text: 'Kastelek: @spiller starter. Si et bilmerke – den som nøler, drikker.' },
  { type: 'Kastelek', text: 'Kastelek: norske byer. @spiller begynner, gå med klokka.' },
  { type: 'Kastelek', text: 'Kastelek: ting du finner i et kjøleskap. @spiller starter.' },
  { type: 'Kastelek', text: 'Kastelek: artister som har vunnet Melodi Grand Prix. Den som står fast, drikker to.' },
  { type: 'Kastelek', text: 'Kastelek: @spiller sier et ord, neste må rime. Den første som ikke finner rim, drikker.' },
  { type: 'Kastelek', text: 'Kastelek: fotballag i Eliteserien. @spiller starter.' },
  { type: 'Kastelek', text: 'Kastelek: ord som begynner på «S». @spiller begynner.' },
  { type: 'Kastelek', text: 'Kastelek: ting man tar med på hytta. @spiller starter, mot klokka.' },
  { type: 'Pekelek', text: 'Pek på den som mest sannsynlig sovner først i kveld.' },
  { type: 'Pekelek', text: 'Pek på den som ville overlevd lengst alene på fjellet.' },
  { type: 'Pekelek', text: 'Pek på den som oftest kommer for sent. Flest pekere drikker.' },
  { type: 'Pekelek', text: 'Pek på den som ville blitt kjendis først.' },
  { type: 'Pekelek', text: 'Pek på den som har flest uleste meldinger.' },
  { type: 'Pekelek', text: 'Pek på den som mest sannsynlig ringer eksen i kveld.' },
  { type: 'Pekelek', text: 'Pek på den som er best til å lyve. @spiller teller opp.' },
  { type: 'Pekelek', text: 'Pek på den som ville brukt lottogevinsten dårligst.' },
  { type: 'Jeg har aldri', text: 'Jeg har aldri sovnet på en fest.' },
  { type: 'Jeg har aldri', text: 'Jeg har aldri sendt en melding til feil person.' },
  { type: 'Jeg har aldri', text: 'Jeg har aldri gått meg bort i IKEA.' },
  { type: 'Jeg har aldri', text: 'Jeg har aldri latet som jeg var syk for å slippe noe.' },
  { type: 'Jeg har aldri', text: 'Jeg har aldri stjålet maten til @spiller fra kjøleskapet.' },
  { type: 'Jeg har aldri', text: 'Jeg har aldri glemt bursdagen til en venn.' },
  { type: 'Jeg har aldri', text: 'Jeg har aldri googlet meg selv.' },
  { type: 'Jeg har aldri', text: 'Jeg har aldri sunget karaoke edru.' },
  { type: 'Jeg har aldri', text: 'Jeg har aldri hatt crush på en venn av @spiller.' },
];

export type StarterEntry = StarterQuestion & { key: string };

export const STARTER_PACK: readonly StarterEntry[] = PACK.map((q, i) => ({
  ...q,
  key: `starter${String(i + 1).padStart(2, '0')}`,
}));

/** The pack's questions the room does not have yet. */
export function missingStarters(existingKeys: ReadonlySet<string>): StarterEntry[] {
  return STARTER_PACK.filter((q) => !existingKeys.has(q.key));
}
