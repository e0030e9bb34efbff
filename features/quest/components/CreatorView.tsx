'use client';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch, { type SwitchProps } from '@mui/material/Switch';
import type { Database } from 'firebase/database';
import { hiddenQuestsRead, setQuestFlag, setQuestVisible, visibleQuestsRead } from '@/features/quest/lib/data';
import { mergeQuests, type Quest } from '@/features/quest/lib/quest';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import EmptyState from '@/components/ui/EmptyState';
import { LivePainted } from '@/components/ui/firstPaintCover';
import UndoSnackbar, { useUndo } from '@/components/ui/UndoSnackbar';
import QuestActions from './QuestActions';
import QuestCard from './QuestCard';
import QuestSettings from './QuestSettings';

/** The creator: Settings block, every quest (hidden ones too) and three switches per quest. */
export default function CreatorView({ id }: { id: string }) {
  const visible = useDbValue(visibleQuestsRead(id));
  const hidden = useDbValue(hiddenQuestsRead(id));
  const undo = useUndo();
  return (
    <>
      <QuestSettings id={id} />
      <DbView result={visible}>
        {(shown) => (
          <DbView result={hidden}>
            {(secret) => {
              const all = mergeQuests(shown, secret);
              return (
                <>
                  {all.length === 0 ? <EmptyState /> : null}
                  {all.map((quest, index) => (
                    <QuestCard
                      key={quest.id}
                      quest={quest}
                      first={index === 0}
                      badge={quest.visible ? null : <Chip size="small" icon={<VisibilityOffIcon />} label="Skjult for spillerne" sx={{ mb: 1 }} />}
                    >
                      <QuestSwitches id={id} quest={quest} />
                      <QuestActions id={id} quest={quest} undo={undo} />
                    </QuestCard>
                  ))}
                  <LivePainted />
                </>
              );
            }}
          </DbView>
        )}
      </DbView>
      <UndoSnackbar undo={undo} />
    </>
  );
}

function QuestSwitches({ id, quest }: { id: string; quest: Quest }) {
  const write = useDbWrite();
  const toggle = (text: string, checked: boolean, color: SwitchProps['color'], change: (db: Database, on: boolean) => Promise<unknown>) => (
    <FormControlLabel
      label={text}
      control={
        <Switch
          checked={checked}
          disabled={write.pending}
          color={color}
          onChange={(_, on) => write.run((db) => change(db, on))}
          slotProps={{ input: { 'aria-label': `${text}: ${quest.title}` } }}
        />
      }
    />
  );
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {toggle('Synlig', quest.visible, 'primary', (db, on) => setQuestVisible(db, id, quest, on))}
        {toggle('Fullført', quest.completed, 'success', (db, on) => setQuestFlag(db, id, quest, 'completed', on))}
        {toggle('Feilet', quest.failed, 'error', (db, on) => setQuestFlag(db, id, quest, 'failed', on))}
      </Box>
      <WriteStatus write={write} />
    </>
  );
}
