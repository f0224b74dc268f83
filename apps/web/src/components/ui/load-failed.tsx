import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Button } from './button';
import { Notice } from './notice';

/** What could not be loaded (a list, the PDF viewer): the error notice with 'Erneut versuchen'. */
export function LoadFailed({ text = uiTexts.errorHeading, onRetry }: { text?: string; onRetry: () => void }) {
  return (
    <Notice variant="error">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {uiTexts.retry}
      </Button>
    </Notice>
  );
}
