import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { IconButton } from './IconButton';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called when the shopper closes the dialog: Escape, the close button, or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons shown at the bottom, right-aligned. */
  actions?: ReactNode;
  size?: 'normal' | 'wide';
  /** When false, a click on the backdrop does not close (for forms that would lose input). */
  closeOnBackdrop?: boolean;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: the browser provides the focus trap, Escape, the top layer and
 * inertness of the page behind it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  size = 'normal',
  closeOnBackdrop = true,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The native cancel (Escape) would close the element behind React's back; let the owner decide instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    // A click on the backdrop lands on the <dialog> itself; the keyboard closes it with Escape (the cancel event).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={[styles.dialog, size === 'wide' && styles.wide, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === ref.current) onClose();
      }}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <IconButton label="Close" icon={<CloseIcon />} onClick={onClose} />
          </div>
          <div className={styles.body}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </>
      )}
    </dialog>
  );
}
