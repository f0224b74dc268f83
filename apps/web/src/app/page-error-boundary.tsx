import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';

type State = { failed: boolean };

/**
 * Catches an error inside one page (issue 27, item 3): instead of the app's error screen, the page's
 * place says so and offers 'Erneut versuchen', which draws the page afresh — its forms take back what
 * was typed from their drafts (lib/form-drafts.ts). The header, menu and every other page stay.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div>
        <Notice variant="error">{uiTexts.errorHeading}</Notice>
        <p>
          <Button onClick={() => this.setState({ failed: false })}>{uiTexts.retry}</Button>
        </p>
      </div>
    );
  }
}
