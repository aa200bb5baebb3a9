import { Button } from '../ui/Button';
import { GiftIcon } from '../ui/icons';
import styles from './CrashScreen.module.css';

/** What the shopper sees when a part of the app fails to render (its texts are fixed: tests assert them word for word). */
export function CrashScreen() {
  return (
    <div className={styles.crash} role="alert">
      <GiftIcon size={48} className={styles.icon} />
      <h1>Something went wrong</h1>
      <p>We're sorry, but there was an error in the application.</p>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </div>
  );
}
