import PlainAlert, { PlainAlertButton } from './PlainAlert';

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
    <PlainAlert severity={severity} spaced action={<PlainAlertButton onClick={onRetry}>Prøv igjen</PlainAlertButton>}>
      {message}
    </PlainAlert>
  );
}
