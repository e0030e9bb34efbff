// Demo data for npm start (localdb/seed.json, written by npm run generate): see manifest.ts.
import { BLACK_CARDS, WHITE_CARDS } from '@/content/cahCards';
import { toStoredBank } from '@/features/cah/lib/bank';
import { demoLobbyEntry, type SeedTree } from '@/lib/routes/manifest';

export const seed: SeedTree = {
  lobby: {
    cah: {
      KortA: demoLobbyEntry('Kortkveld', 'Kari', false),
    },
  },
  codes: {
    cah: {
      korta: 'KortA',
    },
  },
  members: {
    cah: {
      KortA: {
        'demo-owner': true,
        'demo-ola': true,
        'demo-nora': true,
      },
    },
  },
  cah: {
    // The card bank of content/cahCards.ts, as Cah reads it (npm run cah:bank prints it for a real project).
    questionBank: toStoredBank(BLACK_CARDS, WHITE_CARDS),
    games: {
      KortA: {
        settings: {
          name: 'Kortkveld',
          private: false,
          created_by: 'demo-owner',
          blank_cards: 10,
          win_points: 5,
          game_status: 1,
          game_number: 1,
        },
        players: {
          'demo-owner': {
            name: 'Kari',
            uid: 'demo-owner',
            points: 0,
            blank_cards_used: 0,
            seat: 1795616332774,
            next: 'demo-ola',
          },
          'demo-ola': {
            name: 'Ola',
            uid: 'demo-ola',
            points: 0,
            blank_cards_used: 0,
            seat: 1795616332777,
            next: 'demo-nora',
          },
          'demo-nora': {
            name: 'Nora',
            uid: 'demo-nora',
            points: 0,
            blank_cards_used: 0,
            seat: 1795616332807,
            next: 'demo-owner',
          },
        },
        player_count: 3,
        ring_tail: 'demo-nora',
        round: {
          number: 1,
          czar: 'demo-owner',
          czar_seat: 1795616332774,
          black: 'b055',
          pick: 1,
          phase: 'playing',
        },
        used_black: {
          b055: true,
        },
        deck: {
          next: 30,
          size: 325,
        },
        selected_cards: {
          '-P7I3hmXI34mef8vOS7N': {
            round: 1,
            cards: {
              c0: {
                text: 'Snømåking i shorts',
              },
            },
          },
        },
      },
    },
    decks: {
      KortA: {
        '1': {
          p0: {
            text: 'Sommerfugler i magen',
          },
          p1: {
            text: 'Bestemors hemmelige vaffeloppskrift',
          },
          p2: {
            text: 'Kalde føtter under dyna',
          },
          p3: {
            text: 'En altfor lang tale',
          },
          p4: {
            text: 'Gule sydvester',
          },
          p5: {
            text: 'Søppelsortering på høyt nivå',
          },
          p6: {
            text: 'En selfie med en elg',
          },
          p7: {
            text: 'Gode intensjoner',
          },
          p8: {
            text: 'En bortkommen lue fra 1999',
          },
          p9: {
            text: 'En tusenlapp i lomma på en gammel jakke',
          },
          p10: {
            text: 'Snømåking i shorts',
          },
          p11: {
            text: 'En hund som kan åpne kjøleskapet',
          },
          p12: {
            text: 'En ku på taket',
          },
          p13: {
            text: 'En ballongdyrkunstner',
          },
          p14: {
            text: 'Sprudlende brus',
          },
          p15: {
            text: 'Moren til naboen',
          },
          p16: {
            text: 'En kanelbolle på størrelse med et bildekk',
          },
          p17: {
            text: 'Å miste mobilen i do',
          },
          p18: {
            text: 'En hyggelig politimann',
          },
          p19: {
            text: 'Smørbrød med reker',
          },
          p20: {
            text: 'Nisser på loftet',
          },
          p21: {
            text: 'Den store vårrengjøringen',
          },
          p22: {
            text: 'Langrenn på TV hele helga',
          },
          p23: {
            text: 'Søndagstur uten kvikklunsj',
          },
          p24: {
            text: 'Å heie på feil lag',
          },
          p25: {
            text: 'En påskekylling med attitude',
          },
          p26: {
            text: 'Varme vafler med syltetøy',
          },
          p27: {
            text: 'En hage full av snegler',
          },
          p28: {
            text: 'Lommelykt uten batteri',
          },
          p29: {
            text: 'Blinkende julelys i juli',
          },
          p30: {
            text: 'En ivrig fotograf i bryllupet',
          },
          p31: {
            text: 'Familiens gruppechat',
          },
          p32: {
            text: 'En elg med hodetelefoner',
          },
          p33: {
            text: 'Trollene i fjellet',
          },
          p34: {
            text: 'Kjøttkaker med tyttebær',
          },
          p35: {
            text: 'En tannlege som synger',
          },
          p36: {
            text: 'Bunad med joggesko',
          },
          p37: {
            text: 'Et kakebord uten kake',
          },
          p38: {
            text: 'En selvkjørende barnevogn',
          },
          p39: {
            text: 'En dansende hoppkonge',
          },
          p40: {
            text: 'En kjempestor trampoline',
          },
          p41: {
            text: 'Et lite hus ved havet',
          },
          p42: {
            text: 'Morgenkåpe hele dagen',
          },
          p43: {
            text: 'En robotstøvsuger med egen vilje',
          },
          p44: {
            text: 'En gigantisk bolle med grøt',
          },
          p45: {
            text: 'En tapt vott',
          },
          p46: {
            text: 'En tante som forteller samme historie igjen',
          },
          p47: {
            text: 'En kortstokk med bare jokere',
          },
          p48: {
            text: 'En avbrutt nyhetssending',
          },
          p49: {
            text: 'Å ta feil tog til Trondheim',
          },
          p50: {
            text: 'En pakke brunost som har vært åpen siden påske',
          },
          p51: {
            text: 'Å si «ha det» to ganger og så gå samme vei',
          },
          p52: {
            text: 'Et liv som influenser',
          },
          p53: {
            text: 'Søndagsmiddag hos besteforeldre',
          },
          p54: {
            text: 'En gammel Volvo som aldri dør',
          },
          p55: {
            text: 'En smoothie med skjult brokkoli',
          },
          p56: {
            text: 'En sen nattbuss',
          },
          p57: {
            text: 'Piknik i regnet',
          },
          p58: {
            text: 'Kakemonster-modus',
          },
          p59: {
            text: 'Et sjørøverskip i badekaret',
          },
          p60: {
            text: 'Å sovne på kinoen',
          },
          p61: {
            text: 'En selvlaget kongekrone',
          },
          p62: {
            text: 'En ekte trollmann',
          },
          p63: {
            text: 'En flokk med hester',
          },
          p64: {
            text: 'En tale fra bryllupet',
          },
          p65: {
            text: 'Sol, sommer og sandkorn i sokkene',
          },
          p66: {
            text: 'Et hemmelig lager av sjokolade',
          },
          p67: {
            text: 'En taco uten lefse',
          },
          p68: {
            text: 'En vinterjakke i juli',
          },
          p69: {
            text: 'Et fyrverkeri som går feil vei',
          },
          p70: {
            text: 'En enorm grillfest',
          },
          p71: {
            text: 'Fiskeboller i hvit saus',
          },
          p72: {
            text: 'Kjempegode unnskyldninger',
          },
          p73: {
            text: 'Plastblomster',
          },
          p74: {
            text: 'En dinosaur i barnehagen',
          },
          p75: {
            text: 'En hemmelig lomme i jakka',
          },
          p76: {
            text: 'Varm sjokolade på toppen av fjellet',
          },
          p77: {
            text: 'Naboens selvlagde karaoke',
          },
          p78: {
            text: 'Å bli kjent med sin indre viking',
          },
          p79: {
            text: 'En drage i bakgården',
          },
          p80: {
            text: 'Vaffelfredag',
          },
          p81: {
            text: 'En enhjørning på Karl Johan',
          },
          p82: {
            text: 'Radiosporten på full guffe',
          },
          p83: {
            text: 'Reinsdyr på veien',
          },
          p84: {
            text: 'En hemmelig beundrer',
          },
          p85: {
            text: 'Morgensol på verandaen',
          },
          p86: {
            text: 'En klatretur i trærne',
          },
          p87: {
            text: 'Et berg av skittentøy',
          },
          p88: {
            text: 'Kaffekoppen med sprekk',
          },
          p89: {
            text: 'En pølsebu på fjellet',
          },
          p90: {
            text: 'Et ubesvart anrop',
          },
          p91: {
            text: 'Verdens minste hest',
          },
          p92: {
            text: 'En mystisk lyd fra kjelleren',
          },
          p93: {
            text: 'En tapt nøkkel',
          },
          p94: {
            text: 'Sjørøverflagg på hytta',
          },
          p95: {
            text: 'Kjempekrabber på stranda',
          },
          p96: {
            text: 'Pakkekaos på julaften',
          },
          p97: {
            text: 'En ekstra stor porsjon rømme',
          },
          p98: {
            text: 'En bortkommen turist med kart',
          },
          p99: {
            text: 'Et ekstra sett med nøkler',
          },
          p100: {
            text: 'Sjokoladefontene',
          },
          p101: {
            text: 'En sur kaffe på ferja',
          },
          p102: {
            text: 'En overraskende god karaokestemme',
          },
          p103: {
            text: 'Kaffe fra termos som har stått i bilen siden i går',
          },
          p104: {
            text: 'En syngende fiskeselger',
          },
          p105: {
            text: 'En stille morgen',
          },
          p106: {
            text: 'En kiosk ved stranda',
          },
          p107: {
            text: 'Ferskt brød fra bakeren',
          },
          p108: {
            text: 'En gammel mann som mater duer',
          },
          p109: {
            text: 'Et trylleshow som går galt',
          },
          p110: {
            text: 'En ballong formet som en hval',
          },
          p111: {
            text: 'En supersnill drage',
          },
          p112: {
            text: 'En skikkelig dårlig ordspill',
          },
          p113: {
            text: 'Hytte, kakao og kortspill',
          },
          p114: {
            text: 'En tur på Preikestolen i tøfler',
          },
          p115: {
            text: 'Et drivhus fullt av tomater',
          },
          p116: {
            text: 'En hund i regnfrakk',
          },
          p117: {
            text: 'Alle naboens hagenisser',
          },
          p118: {
            text: 'En pannekake på taket',
          },
          p119: {
            text: 'En hel dag med regn',
          },
          p120: {
            text: 'Hyttebok-poesi',
          },
          p121: {
            text: 'Full pakke med sjokoladepudding',
          },
          p122: {
            text: 'En sint måke med solbriller',
          },
          p123: {
            text: 'Mygg på hytta',
          },
          p124: {
            text: 'En tur på tivoli',
          },
          p125: {
            text: 'En ukes forsyning av makaroni',
          },
          p126: {
            text: 'Snøballkrig i gangen',
          },
          p127: {
            text: 'Et ubrukt treningskort',
          },
          p128: {
            text: 'En tivolitur med bestemor',
          },
          p129: {
            text: 'Tacokrydder på alt',
          },
          p130: {
            text: 'En kjempestor bolle med popcorn',
          },
          p131: {
            text: 'Fem minutter til',
          },
          p132: {
            text: 'En hjemmelaget rakett',
          },
          p133: {
            text: 'En skolekonsert med blokkfløyter',
          },
          p134: {
            text: 'Et bingokort uten vinnere',
          },
          p135: {
            text: 'En kjempepose med lakris',
          },
          p136: {
            text: 'En hemmelig oppskrift på fiskesuppe',
          },
          p137: {
            text: 'Å sove i telt i hagen',
          },
          p138: {
            text: 'En altfor høylytt kaffetrakter',
          },
          p139: {
            text: 'Å danse som ingen ser på',
          },
          p140: {
            text: 'Et regnfullt sommerbryllup',
          },
          p141: {
            text: 'Surstrømming i fellesrommet',
          },
          p142: {
            text: 'En tapt sko på festen',
          },
          p143: {
            text: 'Lukten av sjø og tang',
          },
          p144: {
            text: 'En sommerfugl med stor selvtillit',
          },
          p145: {
            text: 'Sjefens nye hobby',
          },
          p146: {
            text: 'En gammel radio som bare tar én kanal',
          },
          p147: {
            text: 'Et stort fang med kosedyr',
          },
          p148: {
            text: 'Tekstmelding fra mamma i store bokstaver',
          },
          p149: {
            text: 'Tre timers kø på Svinesund',
          },
          p150: {
            text: 'Elgstek med brun saus',
          },
          p151: {
            text: 'En bestefar som spiller dataspill',
          },
          p152: {
            text: 'Et drømmeslott av pepperkaker',
          },
          p153: {
            text: 'Skiføre i mai',
          },
          p154: {
            text: 'En kveld med bingo og brus',
          },
          p155: {
            text: 'En ekte sjørøverskatt',
          },
          p156: {
            text: 'Bursdagssang fra hele restauranten',
          },
          p157: {
            text: 'En romantisk middag på bensinstasjonen',
          },
          p158: {
            text: 'En vaktmester med superkrefter',
          },
          p159: {
            text: 'En hund som heter Jens',
          },
          p160: {
            text: 'En pose med bare røde godterier',
          },
          p161: {
            text: 'Joik fra badet',
          },
          p162: {
            text: 'En seilbåt i stormen',
          },
          p163: {
            text: 'En kunstutstilling av spaghetti',
          },
          p164: {
            text: 'En kniplingsduk fra 1970',
          },
          p165: {
            text: 'Et superhelt-kostyme',
          },
          p166: {
            text: 'En pensjonert sirkusklovn',
          },
          p167: {
            text: 'Binders',
          },
          p168: {
            text: 'Bursdagskake med for mange lys',
          },
          p169: {
            text: 'Påskekrim på radioen',
          },
          p170: {
            text: 'Grandiosa klokka tre om natten',
          },
          p171: {
            text: 'Et quiz-lag som bare svarer «Ole Brumm»',
          },
          p172: {
            text: 'Kakao med krem',
          },
          p173: {
            text: 'En kake formet som statsministeren',
          },
          p174: {
            text: 'En stol som knirker',
          },
          p175: {
            text: 'En dans med kosteskaftet',
          },
          p176: {
            text: 'Å nynne på reklamejingler',
          },
          p177: {
            text: 'Et kjærlighetsbrev til kjøleskapet',
          },
          p178: {
            text: 'En håndskrevet oppskrift',
          },
          p179: {
            text: 'Tørrfisk i kofferten',
          },
          p180: {
            text: 'En dramatisk pause',
          },
          p181: {
            text: 'Den store sommerferien',
          },
          p182: {
            text: 'Å gå på ski i jeans',
          },
          p183: {
            text: 'Den beste vitsen i verden',
          },
          p184: {
            text: 'Tante Tullas flaggermus',
          },
          p185: {
            text: 'Et helt år uten sukker',
          },
          p186: {
            text: 'Sovepose i juni',
          },
          p187: {
            text: 'Verdens beste brødskive',
          },
          p188: {
            text: 'En overivrig rørlegger',
          },
          p189: {
            text: 'En historie uten slutt',
          },
          p190: {
            text: 'En feilsendt melding til sjefen',
          },
          p191: {
            text: 'En brøytebil klokka fem om morgenen',
          },
          p192: {
            text: 'Bølger på fjorden',
          },
          p193: {
            text: 'En klissete fjernkontroll',
          },
          p194: {
            text: 'Tusen glemte passord',
          },
          p195: {
            text: 'Fjernkontrollen som har forsvunnet',
          },
          p196: {
            text: 'En dag på badeland',
          },
          p197: {
            text: 'Ekstremsport for pensjonister',
          },
          p198: {
            text: 'Familiens gamle campingvogn',
          },
          p199: {
            text: 'En ubetalt parkeringsbot',
          },
          p200: {
            text: 'En ekte julekalender med 24 pakker',
          },
          p201: {
            text: 'Ostehøvelen',
          },
          p202: {
            text: 'Et stille rop om hjelp',
          },
          p203: {
            text: 'Lørdagsgodt på en tirsdag',
          },
          p204: {
            text: 'Et dårlig rim i julekortet',
          },
          p205: {
            text: 'Gamle skolebilder',
          },
          p206: {
            text: 'Et hemmelig håndtrykk',
          },
          p207: {
            text: 'Et flyttelass uten plan',
          },
          p208: {
            text: 'Kongens hund',
          },
          p209: {
            text: 'Pinnekjøtt til frokost',
          },
          p210: {
            text: 'Et selvlaget brettspill',
          },
          p211: {
            text: 'Et altfor kult solbrilleetui',
          },
          p212: {
            text: 'Å rope «hei» til feil person',
          },
          p213: {
            text: 'Hjemmelaget solbærtoddy',
          },
          p214: {
            text: 'En trommeslager i nabohuset',
          },
          p215: {
            text: 'Pølse i lompe',
          },
          p216: {
            text: 'Et lys som aldri slukker',
          },
          p217: {
            text: 'Fellesferie i Danmark',
          },
          p218: {
            text: 'Marsipangris',
          },
          p219: {
            text: 'En veldig tøff bestemor',
          },
          p220: {
            text: 'Å kjøre i rundkjøringen tre ganger',
          },
          p221: {
            text: 'Et altfor stort strikkeplagg',
          },
          p222: {
            text: 'Et hoppende ekorn',
          },
          p223: {
            text: 'Den perfekte pannekaken',
          },
          p224: {
            text: 'Rømmegrøt med smørøye',
          },
          p225: {
            text: 'Full fart i handlevogna',
          },
          p226: {
            text: 'Sola i Lofoten',
          },
          p227: {
            text: 'Hemmelige planer om verdensherredømme',
          },
          p228: {
            text: 'Å synge nasjonalsangen i dusjen',
          },
          p229: {
            text: 'En uventet videosamtale',
          },
          p230: {
            text: 'Den siste kvikklunsjen',
          },
          p231: {
            text: 'Turbo-bestemor på el-sykkel',
          },
          p232: {
            text: 'Stearinlys overalt',
          },
          p233: {
            text: 'En tung bokhylle fra IKEA',
          },
          p234: {
            text: 'En vindusvisker som ikke virker',
          },
          p235: {
            text: 'Et skrivebord fullt av post-it-lapper',
          },
          p236: {
            text: 'En kattunge i et skap',
          },
          p237: {
            text: 'Lukten av nystekte boller',
          },
          p238: {
            text: 'En alpakka på ferie',
          },
          p239: {
            text: 'Meitemark i sandkassa',
          },
          p240: {
            text: 'Reservenøkkelen under matta',
          },
          p241: {
            text: 'Et lykketroll',
          },
          p242: {
            text: 'En pingvin i smoking',
          },
          p243: {
            text: 'En tur rundt jorda i ballong',
          },
          p244: {
            text: 'En skikkelig god klem',
          },
          p245: {
            text: 'Nattkaffe og dårlige ideer',
          },
          p246: {
            text: 'Overraskelsesfest for feil person',
          },
          p247: {
            text: 'Tretti kilo med lefse',
          },
          p248: {
            text: 'Bålpanne-pizza',
          },
          p249: {
            text: 'En eksplosjon av glitter',
          },
          p250: {
            text: 'Et brev fra fortiden',
          },
          p251: {
            text: 'Svigermors potetsalat',
          },
          p252: {
            text: 'Verdens mest høflige robot',
          },
          p253: {
            text: 'En veldig sta sau',
          },
          p254: {
            text: 'Isbading i januar',
          },
          p255: {
            text: 'En mormor som vinner i armbryting',
          },
          p256: {
            text: 'En tur med hurtigruten',
          },
          p257: {
            text: 'Et tog som er i rute',
          },
          p258: {
            text: 'Å vinne et kakelotteri',
          },
          p259: {
            text: 'En gammel VHS-kassett',
          },
          p260: {
            text: 'En fugl som synger klokka fire',
          },
          p261: {
            text: 'En kjempestor elgbamse',
          },
          p262: {
            text: 'Stille disko',
          },
          p263: {
            text: 'Pappa som prøver seg på TikTok',
          },
          p264: {
            text: 'Kaptein Sabeltann',
          },
          p265: {
            text: 'Det magiske ordet «kanskje»',
          },
          p266: {
            text: 'En katt i adventskalenderen',
          },
          p267: {
            text: 'Å snakke med plantene',
          },
          p268: {
            text: 'En dorull-pyramide',
          },
          p269: {
            text: 'Et lite mirakel',
          },
          p270: {
            text: 'En gammel sykkel med kurv',
          },
          p271: {
            text: 'En tur i Nordmarka',
          },
          p272: {
            text: 'Å spise pizza med kniv og gaffel',
          },
          p273: {
            text: 'Papirfly i klasserommet',
          },
          p274: {
            text: 'Bananer i alle former',
          },
          p275: {
            text: 'En altfor ivrig korpsdirigent',
          },
          p276: {
            text: 'Gamle kjærlighetsbrev',
          },
          p277: {
            text: 'Fotballsokker i oppvaskmaskinen',
          },
          p278: {
            text: 'Et altfor langt møte',
          },
          p279: {
            text: 'Et ekstremt kjedelig lysbildeshow',
          },
          p280: {
            text: 'Onkel Roars grillforkle',
          },
          p281: {
            text: 'En veps på brusflaska',
          },
          p282: {
            text: 'Et hjemmelaget diplom',
          },
          p283: {
            text: 'En morsom lue',
          },
          p284: {
            text: 'Å si «fint vær i dag» til alle',
          },
          p285: {
            text: 'Tante Gerds nye kjæreste',
          },
          p286: {
            text: 'En gammel dame med rullator og turbo',
          },
          p287: {
            text: 'Rolig jazz i heisen',
          },
          p288: {
            text: 'En skål for gode venner',
          },
          p289: {
            text: 'Et fotoalbum fra 1985',
          },
          p290: {
            text: 'Altfor mange emojier',
          },
          p291: {
            text: 'Rosiner i kjøttkakene',
          },
          p292: {
            text: 'Ost som lukter føtter',
          },
          p293: {
            text: 'En ekspert på alt',
          },
          p294: {
            text: 'Å late som man kan strikke',
          },
          p295: {
            text: 'Tre kilo reker og ingen majones',
          },
          p296: {
            text: 'En sommerhytte uten strøm',
          },
          p297: {
            text: 'Sommerens siste is',
          },
          p298: {
            text: 'Å le av sin egen vits',
          },
          p299: {
            text: 'Plutselig regnbue',
          },
          p300: {
            text: 'En pinlig danseopptreden',
          },
          p301: {
            text: 'Et ekte vennskap',
          },
          p302: {
            text: 'Et sirkus i stua',
          },
          p303: {
            text: 'Et brunt kort fra Posten',
          },
          p304: {
            text: 'Verdens treigeste heis',
          },
          p305: {
            text: 'En dobbel espresso og null planer',
          },
          p306: {
            text: 'Et ekte vikingskip',
          },
          p307: {
            text: 'En fotballtrener med megafon',
          },
          p308: {
            text: 'Fire typer brunost',
          },
          p309: {
            text: 'Sokker og sandaler',
          },
          p310: {
            text: 'Et kaotisk familiebilde',
          },
          p311: {
            text: 'En overbegeistret spinninginstruktør',
          },
          p312: {
            text: 'En slitsom nabo med løvblåser',
          },
          p313: {
            text: 'Det berømte «vi får se»',
          },
          p314: {
            text: 'Alle bussene som kommer samtidig',
          },
          p315: {
            text: 'Fjellvettreglene',
          },
          p316: {
            text: 'Barnehagens farsdag',
          },
          p317: {
            text: 'En baby som styrer hele huset',
          },
          p318: {
            text: 'En bestevenn som alltid kommer for sent',
          },
          p319: {
            text: 'En kjempestor snømann',
          },
          p320: {
            text: 'Et ekko i fjellet',
          },
          p321: {
            text: 'Å glemme navnet på noen man har kjent i ti år',
          },
          p322: {
            text: 'En maraton i pysjamas',
          },
          p323: {
            text: 'Fryseren full av rester',
          },
          p324: {
            text: 'En kjempesvær gulrot',
          },
        },
      },
    },
    draws: {
      KortA: {
        '1': {
          p0: {
            uid: 'demo-owner',
            slot: 's0',
          },
          p1: {
            uid: 'demo-owner',
            slot: 's1',
          },
          p2: {
            uid: 'demo-owner',
            slot: 's2',
          },
          p3: {
            uid: 'demo-owner',
            slot: 's3',
          },
          p4: {
            uid: 'demo-owner',
            slot: 's4',
          },
          p5: {
            uid: 'demo-owner',
            slot: 's5',
          },
          p6: {
            uid: 'demo-owner',
            slot: 's6',
          },
          p7: {
            uid: 'demo-owner',
            slot: 's7',
          },
          p8: {
            uid: 'demo-owner',
            slot: 's8',
          },
          p9: {
            uid: 'demo-owner',
            slot: 's9',
          },
          p10: {
            uid: 'demo-ola',
            slot: 's0',
          },
          p11: {
            uid: 'demo-ola',
            slot: 's1',
          },
          p12: {
            uid: 'demo-ola',
            slot: 's2',
          },
          p13: {
            uid: 'demo-ola',
            slot: 's3',
          },
          p14: {
            uid: 'demo-ola',
            slot: 's4',
          },
          p15: {
            uid: 'demo-ola',
            slot: 's5',
          },
          p16: {
            uid: 'demo-ola',
            slot: 's6',
          },
          p17: {
            uid: 'demo-ola',
            slot: 's7',
          },
          p18: {
            uid: 'demo-ola',
            slot: 's8',
          },
          p19: {
            uid: 'demo-ola',
            slot: 's9',
          },
          p20: {
            uid: 'demo-nora',
            slot: 's0',
          },
          p21: {
            uid: 'demo-nora',
            slot: 's1',
          },
          p22: {
            uid: 'demo-nora',
            slot: 's2',
          },
          p23: {
            uid: 'demo-nora',
            slot: 's3',
          },
          p24: {
            uid: 'demo-nora',
            slot: 's4',
          },
          p25: {
            uid: 'demo-nora',
            slot: 's5',
          },
          p26: {
            uid: 'demo-nora',
            slot: 's6',
          },
          p27: {
            uid: 'demo-nora',
            slot: 's7',
          },
          p28: {
            uid: 'demo-nora',
            slot: 's8',
          },
          p29: {
            uid: 'demo-nora',
            slot: 's9',
          },
        },
      },
    },
    hands: {
      KortA: {
        '1': {
          'demo-owner': {
            s0: 'p0',
            s1: 'p1',
            s2: 'p2',
            s3: 'p3',
            s4: 'p4',
            s5: 'p5',
            s6: 'p6',
            s7: 'p7',
            s8: 'p8',
            s9: 'p9',
          },
          'demo-ola': {
            s0: 'p10',
            s1: 'p11',
            s2: 'p12',
            s3: 'p13',
            s4: 'p14',
            s5: 'p15',
            s6: 'p16',
            s7: 'p17',
            s8: 'p18',
            s9: 'p19',
          },
          'demo-nora': {
            s0: 'p20',
            s1: 'p21',
            s2: 'p22',
            s3: 'p23',
            s4: 'p24',
            s5: 'p25',
            s6: 'p26',
            s7: 'p27',
            s8: 'p28',
            s9: 'p29',
          },
        },
      },
    },
    plays: {
      KortA: {
        '1': {
          '1': {
            'demo-ola': {
              key: '-P7I3hmXI34mef8vOS7N',
              cards: {
                c0: {
                  slot: 's0',
                  pos: 'p10',
                },
              },
            },
          },
        },
      },
    },
  },
};
