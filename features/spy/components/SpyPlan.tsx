import ChatIcon from '@mui/icons-material/Forum';
import LockIcon from '@mui/icons-material/Lock';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const PLANNED = [
  { icon: <ChatIcon />, title: 'Chat for alle', text: 'Alle i spillet kan skrive til hverandre.' },
  { icon: <LockIcon />, title: 'Privat chat', text: 'Send meldinger som bare én annen spiller ser.' },
  { icon: <ShuffleIcon />, title: 'Tilfeldig felles ord', text: 'Alle får det samme hemmelige ordet – bortsett fra spionen.' },
];

export default function SpyPlan() {
  return (
    <Paper variant="outlined">
      <List aria-label="Planlagte funksjoner">
        {PLANNED.map((item) => (
          <ListItem key={item.title}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.title} secondary={item.text} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
