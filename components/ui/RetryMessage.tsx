import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A Norwegian message with a «Prøv igjen» button, for anything that can be tried again. */
export default function RetryMessage({
  message,
  onRetry,
  severity = 'error',
}: {
  message: string;
  onRetry: () => void;
  severity?: 'error' | 'warning';
}) {
  return (
    <Alert
      severity={severity}
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
          Prøv igjen
        </Button>
      }
      sx={{ my: 2 }}
    >
      {message}
    </Alert>
  );
}
