import { graphql } from '../../../gql';
import type { AdminWhatsAppMessages_MessageFragment } from '../../../gql/graphql';
import { formatTime } from './order-labels';
import styles from './admin-orders.module.css';

export const AdminWhatsAppMessagesFragment = graphql(`
  fragment AdminWhatsAppMessages_message on WhatsAppMessage {
    event
    template
    to
    state
    delivery
    attempts
    failure
    createdAt
  }
`);

/** Where each message stands, in the owner's words. */
export function whatsappMessageStatus(message: AdminWhatsAppMessages_MessageFragment): string {
  if (message.state === 'FAILED') return 'Failed';
  if (message.state === 'PENDING') return message.attempts === 0 ? 'Waiting to be sent' : 'Will be tried again';
  if (message.delivery === 'read') return 'Read';
  if (message.delivery === 'delivered') return 'Delivered';
  return 'Sent';
}

/** The order's WhatsApp updates: which went, which are on their way, and why one never will. */
export function AdminWhatsAppMessages({ messages }: { messages: readonly AdminWhatsAppMessages_MessageFragment[] }) {
  return (
    <section className={styles.block} aria-labelledby="whatsapp-title" data-testid="admin-order-whatsapp">
      <h2 id="whatsapp-title">WhatsApp updates</h2>
      {messages.length === 0 ? (
        <p className={styles.muted}>None: the shopper did not ask for WhatsApp updates, or none is due yet.</p>
      ) : (
        <ol className={styles.timeline}>
          {messages.map((message) => (
            <li key={`${message.createdAt}-${message.event}`} data-state={message.state}>
              <span>
                {message.template} to {message.to}: <strong>{whatsappMessageStatus(message)}</strong>
                {message.attempts > 1 ? ` after ${message.attempts} attempts` : ''}
              </span>{' '}
              <time dateTime={message.createdAt} className={styles.muted}>
                {formatTime(message.createdAt)}
              </time>
              {message.failure && <p role="alert">Not sent: {message.failure}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
