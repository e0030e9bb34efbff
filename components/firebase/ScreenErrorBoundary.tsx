'use client';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import RetryMessage from '@/components/ui/RetryMessage';

type Props = { label: string; onReset: () => void; children: ReactNode };
type State = { failed: boolean };

/**
 * Catches what a screen throws while rendering (a bug, a surprising value) so the rest of the
 * portal stays usable; «Prøv igjen» renders the screen again with fresh reads.
 */
export default class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`${this.props.label} crashed`, error, info.componentStack);
  }

  private reset = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  render() {
    if (this.state.failed) {
      return <RetryMessage message={`Noe gikk galt i ${this.props.label}.`} onRetry={this.reset} />;
    }
    return this.props.children;
  }
}
