import Alert from '@mui/material/Alert';

/** Above the run button when the settings were refused; the fields say what is wrong. */
export default function ErrorSummary() {
  return (
    <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
      Simuleringen ble ikke kjørt. Rett opp feltene som er merket i rødt.
    </Alert>
  );
}
