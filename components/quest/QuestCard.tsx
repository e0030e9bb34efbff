import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpIcon from '@mui/icons-material/Help';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { QUEST_COMPLETED_TEXT, QUEST_FAILED_TEXT, questStatus, rewardText, type Quest } from '@/lib/quest/quest';

const beat = keyframes`
  0%, 40%, 100% { transform: scale(1); }
  20% { transform: scale(1.25); }
  30% { transform: scale(0.95); }
`;

const STYLES = {
  failed: { border: 'error.main', bg: 'rgba(211, 47, 47, 0.08)' },
  completed: { border: 'success.main', bg: 'rgba(46, 125, 50, 0.08)' },
  open: { border: 'divider', bg: 'transparent' },
} as const;

/** One quest: failed and completed get their own colour, icon and message; open ones a beating «?». */
export default function QuestCard({ quest, showHidden = false, children }: { quest: Quest; showHidden?: boolean; children?: ReactNode }) {
  const status = questStatus(quest);
  const style = STYLES[status];
  return (
    <Paper
      component="article"
      variant="outlined"
      data-testid="quest"
      data-status={status}
      aria-label={quest.title}
      sx={{ p: 2, mb: 2, borderColor: style.border, borderWidth: status === 'open' ? 1 : 2, bgcolor: style.bg }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <StatusIcon status={status} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            variant="h6"
            component="h2"
            sx={{ overflowWrap: 'anywhere', textDecoration: status === 'failed' ? 'line-through' : 'none' }}
          >
            {quest.title}
          </Typography>
          {showHidden && !quest.visible ? (
            <Chip size="small" icon={<VisibilityOffIcon />} label="Skjult for spillerne" sx={{ mb: 1 }} />
          ) : null}
          {quest.description ? (
            <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{quest.description}</Typography>
          ) : null}
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {quest.reward ? `Belønning: ${rewardText(quest)}` : rewardText(quest)}
          </Typography>
          {status === 'failed' ? (
            <Typography sx={{ color: 'error.dark', fontWeight: 700, mt: 0.5 }}>
              {QUEST_FAILED_TEXT}
            </Typography>
          ) : null}
          {status === 'completed' ? (
            <Typography sx={{ color: 'success.dark', fontWeight: 700, mt: 0.5 }}>
              {QUEST_COMPLETED_TEXT}
            </Typography>
          ) : null}
          {children}
        </Box>
      </Box>
    </Paper>
  );
}

function StatusIcon({ status }: { status: ReturnType<typeof questStatus> }) {
  if (status === 'failed') return <CancelIcon color="error" fontSize="large" data-testid="quest-failed-icon" />;
  if (status === 'completed') return <CheckCircleIcon color="success" fontSize="large" data-testid="quest-completed-icon" />;
  return (
    <HelpIcon
      color="warning"
      fontSize="large"
      data-testid="quest-open-icon"
      sx={{ animation: `${beat} 1.4s ease-in-out infinite`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
    />
  );
}
