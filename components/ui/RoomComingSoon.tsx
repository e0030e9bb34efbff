import ComingSoon from './ComingSoon';
import styles from './Notice.module.css';
import RouteIdLine from './RouteIdLine';

/** Placeholder for a dynamic route whose app has not landed; shows the id from the URL. */
export default function RoomComingSoon({ title, route }: { title: string; route: string }) {
  return (
    <ComingSoon title={title}>
      <span className={styles.line}>Denne delen av Portalen er under arbeid. Kom tilbake senere!</span>
      <RouteIdLine route={route} className={styles.line} />
    </ComingSoon>
  );
}
