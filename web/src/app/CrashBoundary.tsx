import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen';
import { HydratedMark } from './HydratedMark';

interface State {
  failed: boolean;
}

/** The outermost safety net, for failures outside the router (whose routes have their own error element). */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The app crashed', error, info.componentStack);
  }

  override render() {
    // The crash screen is the app running too (its reload button works): it marks the page as hydrated.
    return this.state.failed ? (
      <>
        <CrashScreen />
        <HydratedMark />
      </>
    ) : (
      this.props.children
    );
  }
}
