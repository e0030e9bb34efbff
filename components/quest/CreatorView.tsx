'use client';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { hiddenQuestsRead, setQuestFlag, setQuestVisible, visibleQuestsRead } from '@/lib/quest/data';
import { mergeQuests, type Quest } from '@/lib/quest/quest';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import EmptyState from '@/components/ui/EmptyState';
import QuestCard from './QuestCard';
import QuestSettings from './QuestSettings';

/** The creator: Settings block, every quest (hidden ones too) and three switches per quest. */
export default function CreatorView({ id }: { id: string }) {
  const visible = useDbValue(visibleQuestsRead(id));
  const hidden = useDbValue(hiddenQuestsRead(id));
  return (
    <>
      <QuestSettings id={id} />
      <DbView result={visible}>
        {(shown) => (
          <DbView result={hidden}>
            {(secret) => {
              const all = mergeQuests(shown, secret);
              if (all.length === 0) return <EmptyState />;
              return all.map((quest) => (
                <QuestCard key={quest.id} quest={quest} showHidden>
                  <QuestSwitches id={id} quest={quest} />
                </QuestCard>
              ));
            }}
          </DbView>
        )}
      </DbView>
    </>
  );
}

function QuestSwitches({ id, quest }: { id: string; quest: Quest }) {
  const write = useDbWrite();
  const label = (text: string) => `${text}: ${quest.title}`;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          label="Synlig"
          control={
            <Switch
              checked={quest.visible}
              disabled={write.pending}
              onChange={(_, on) => write.run((db) => setQuestVisible(db, id, quest, on))}
              slotProps={{ input: { 'aria-label': label('Synlig') } }}
            />
          }
        />
        <FormControlLabel
          label="Fullført"
          control={
            <Switch
              checked={quest.completed}
              disabled={write.pending}
              color="success"
              onChange={(_, on) => write.run((db) => setQuestFlag(db, id, quest, 'completed', on))}
              slotProps={{ input: { 'aria-label': label('Fullført') } }}
            />
          }
        />
        <FormControlLabel
          label="Feilet"
          control={
            <Switch
              checked={quest.failed}
              disabled={write.pending}
              color="error"
              onChange={(_, on) => write.run((db) => setQuestFlag(db, id, quest, 'failed', on))}
              slotProps={{ input: { 'aria-label': label('Feilet') } }}
            />
          }
        />
      </Box>
      <WriteStatus write={write} />
    </>
  );
}
