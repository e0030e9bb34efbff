'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { askQuestion, boardRead, fromRule, questionRule, removeQuestion, setAnswered, splitQuestions, toRule, type BoardScope, type Question } from '@/features/questions/lib/data';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbForm } from '@/components/firebase/useDbForm';
import { useDbWrite, type DbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import EmptyState from '@/components/ui/EmptyState';
import UndoSnackbar, { useUndo, type Undo } from '@/components/ui/UndoSnackbar';
import { sameContent } from '@/lib/firebase/values';
import TextInput from '@/components/ui/forms/TextInput';

export default function QuestionBoardScreen() {
  return (
    <DatabaseGate label="spørsmålstavla">
      <QuestionBoard />
    </DatabaseGate>
  );
}

/**
 * The board of `scope`: the site's (null) or a party's (its code, features/questions/components/
 * PartyQuestions.tsx). `mayRemove`: the party's host, who may also take a question off.
 */
export function QuestionBoard({ scope = null, mayRemove = false }: { scope?: BoardScope; mayRemove?: boolean }) {
  const questions = useDbValue(useMemo(() => boardRead(scope), [scope]));
  const write = useDbWrite();
  const undo = useUndo();
  const [tab, setTab] = useState<'open' | 'answered'>('open');
  return (
    <>
      <AskForm scope={scope} />
      <Tabs value={tab} onChange={(_, value) => setTab(value)} sx={{ mt: 2 }} aria-label="Hvilke spørsmål">
        <Tab value="open" label="Tavla" />
        <Tab value="answered" label="Besvarte" />
      </Tabs>
      <WriteStatus write={write} />
      <DbView result={questions}>
        {(list) => {
          const shown = splitQuestions(list)[tab];
          if (shown.length === 0) return <EmptyState />;
          return (
            <Box component="ul" aria-label={tab === 'open' ? 'Ubesvarte spørsmål' : 'Besvarte spørsmål'} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
              {shown.map((q) => (
                <QuestionCard key={q.key} question={q} scope={scope} mayRemove={mayRemove} run={write.run} offerUndo={undo.offer} />
              ))}
            </Box>
          );
        }}
      </DbView>
      <UndoSnackbar undo={undo} />
    </>
  );
}

type QuestionCardProps = { question: Question; scope: BoardScope; mayRemove: boolean; run: DbWrite['run']; offerUndo: Undo['offer'] };

/**
 * «Besvart» moves the card to the other tab, with «Angre» for a few seconds; «Ikke besvart» brings
 * it back later. Rendered again only when its question's content changes (the board hands every
 * phone a new list whenever anyone asks or answers: docs/rooms.md, "Renders on a tap").
 */
const QuestionCard = memo(function QuestionCard({ question, scope, mayRemove, run, offerUndo }: QuestionCardProps) {
  const uid = useUid();
  const [confirming, setConfirming] = useState(false);
  const answer = async (answered: boolean) => {
    if (await run((db) => setAnswered(db, uid, question.key, answered, scope))) {
      offerUndo(answered ? 'Merket som besvart' : 'Flyttet tilbake til tavla', () =>
        run((db) => setAnswered(db, uid, question.key, !answered, scope)),
      );
    }
  };
  // A removal cannot be taken back (the rules let nobody write a question in another's name),
  // so the host confirms it first.
  const remove = () => {
    setConfirming(false);
    if (scope !== null) void run((db) => removeQuestion(db, scope, question.key));
  };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="question-card">
      <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
        Til {question.to}
      </Typography>
      <Typography sx={{ fontSize: 18, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{question.text}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1, gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Fra {question.from}
        </Typography>
        {question.answered ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="success.main">
              Besvart
            </Typography>
            <Button size="small" onClick={() => void answer(false)} aria-label={`Ikke besvart: ${question.text}`}>
              Ikke besvart
            </Button>
          </Box>
        ) : (
          <Button size="small" variant="outlined" onClick={() => void answer(true)} aria-label={`Besvart: ${question.text}`}>
            Besvart
          </Button>
        )}
      </Box>
      {mayRemove ? (
        <>
          <Button size="small" color="error" onClick={() => setConfirming(true)} aria-label={`Fjern: ${question.text}`} sx={{ mt: 0.5 }}>
            Fjern
          </Button>
          <ConfirmDialog
            open={confirming}
            title="Fjerne spørsmålet?"
            text="Spørsmålet forsvinner fra tavla for alle i festen."
            confirmLabel="Ja, fjern"
            onConfirm={remove}
            onCancel={() => setConfirming(false)}
          />
        </>
      ) : null}
    </Paper>
  );
}, (before, after) => sameContent(before, after));

function AskForm({ scope }: { scope: BoardScope }) {
  const uid = useUid();
  const form = useDbForm({
    fields: { to: toRule, text: questionRule, from: fromRule },
    write: (db, values) => askQuestion(db, uid, values, scope),
    // «Fra» stays: the same person often asks more than one question.
    reset: ['to', 'text'],
  });
  const { to, text, from } = form.fields;
  return (
    <Paper variant="outlined" component="form" onSubmit={form.submit} noValidate aria-label="Nytt spørsmål" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <TextInput field={to} label="Til" />
      <TextInput field={text} label="Spørsmål" multiline minRows={2} />
      <TextInput field={from} label="Fra" />
      <WriteStatus write={form.status} />
      <Button type="submit" variant="contained" disabled={form.pending} sx={{ justifySelf: 'start' }}>
        Send
      </Button>
    </Paper>
  );
}
