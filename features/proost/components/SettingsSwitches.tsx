'use client';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { memo } from 'react';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { setSwitch } from '@/features/proost/lib/data';
import { SWITCHES, type ProostSettings, type ProostSwitch } from '@/features/proost/lib/types';

const LABELS: Record<ProostSwitch, string> = {
  allow_entries: 'Andre kan legge til spørsmål',
  allow_new_players: 'Andre kan legge til spillere',
  allow_screen_tap: 'Andre kan trekke kort',
  allow_invited: 'Inviterte kan trekke og legge til spillere',
};

/** The creator's switches (only the creator sees them; the rules refuse anyone else). */
function SettingsSwitches({ code, settings }: { code: string; settings: ProostSettings }) {
  const write = useDbWrite();
  return (
    <>
      <FormGroup>
        {SWITCHES.map((name) => (
          <FormControlLabel
            key={name}
            control={
              <Switch
                checked={settings[name]}
                disabled={write.pending}
                onChange={(event) => write.run((db) => setSwitch(db, code, name, event.target.checked))}
              />
            }
            label={LABELS[name]}
          />
        ))}
      </FormGroup>
      <WriteStatus write={write} />
    </>
  );
}

export default memo(SettingsSwitches);
