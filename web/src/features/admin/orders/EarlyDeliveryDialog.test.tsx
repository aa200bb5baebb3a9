// The owner's question before an early move: the server's words, the move it is about, and the confirmation sent
// back for that same move.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarlyDeliveryDialog } from './AdminOrderDialogs';

afterEach(cleanup);

const QUESTION =
  'This order is due on Sat 28 Nov. Confirm that it goes out for delivery early, before its delivery date.';

describe('EarlyDeliveryDialog', () => {
  it('asks about going out early and confirms that move', () => {
    const onConfirm = vi.fn();
    render(
      <EarlyDeliveryDialog
        early={{ question: QUESTION, move: 'outForDelivery' }}
        onClose={vi.fn()}
        busy={false}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Out for delivery before its date?' })).toHaveTextContent(QUESTION);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm out for delivery early' }));
    expect(onConfirm).toHaveBeenCalledWith('outForDelivery');
  });

  it('asks about a delivery made early, and shows nothing without a question', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(
      <EarlyDeliveryDialog
        early={{ question: 'Due Sat.', move: 'deliver' }}
        onClose={vi.fn()}
        busy={false}
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm early delivery' }));
    expect(onConfirm).toHaveBeenCalledWith('deliver');
    rerender(<EarlyDeliveryDialog early={null} onClose={vi.fn()} busy={false} onConfirm={onConfirm} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Cancel beside the confirmation, which closes without confirming', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <EarlyDeliveryDialog
        early={{ question: QUESTION, move: 'outForDelivery' }}
        onClose={onClose}
        busy={false}
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
