import { vertragsspiegelTexts } from '@kundenportal/domain/texts/vertragsspiegel';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button';
import { getVertragsspiegel, vertragsspiegelKey } from '../../features/contracts/api/get-vertragsspiegel';
import { ContractListPage } from '../../features/contracts/routes/contract-list-page';
import { PdfFileViewer } from '../../features/documents/components/document-viewer';
import { saveBlob } from '../../lib/download';

/**
 * /app/vertraege/list: the contract list (contracts feature) with the Vertragsspiegel button, whose PDF
 * opens in the documents feature's viewer with its download, composed here because features do not
 * import each other. The list shows the button only with `vertragsspiegel_pdf`.
 */
export function ContractListWithVertragsspiegelPage() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The dialog leaves the page when it closes, so the browser cannot hand the focus back: we do, once it
  // is gone (while a modal dialog is open, the rest of the page is inert and takes no focus).
  const close = () => {
    flushSync(() => setOpen(false));
    buttonRef.current?.focus();
  };
  return (
    <ContractListPage
      pdfAction={
        <>
          <Button ref={buttonRef} variant="secondary" block onClick={() => setOpen(true)}>
            {vertragsspiegelTexts.button}
          </Button>
          {open ? (
            <PdfFileViewer
              title={vertragsspiegelTexts.title}
              queryKey={vertragsspiegelKey}
              load={getVertragsspiegel}
              onDownload={(file) => saveBlob(file, vertragsspiegelTexts.filename(isoDateIn(new Date())))}
              onClose={close}
            />
          ) : null}
        </>
      }
    />
  );
}
