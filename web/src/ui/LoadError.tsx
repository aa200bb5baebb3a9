import type { ReactNode } from 'react';
import { Button, type ButtonSize } from './Button';

export interface LoadErrorProps {
  /** What could not be loaded, in a sentence for the shopper. */
  children: ReactNode;
  onRetry: () => unknown;
  /** The page's own layout for the block. */
  className?: string;
  buttonSize?: ButtonSize;
}

/** The message shown when a page's data did not load, with a "Try again" that asks again. */
export function LoadError({ children, onRetry, className, buttonSize = 'medium' }: LoadErrorProps) {
  return (
    <div className={className} role="alert">
      <p>{children}</p>
      <Button variant="secondary" size={buttonSize} onClick={() => void onRetry()}>
        Try again
      </Button>
    </div>
  );
}
