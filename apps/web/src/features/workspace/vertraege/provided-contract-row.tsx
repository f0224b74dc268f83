import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import { freigabenTexts } from '@kundenportal/domain/texts/freigaben';
import { messages } from '@kundenportal/domain/texts/messages';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { formatDateTime } from '../../../lib/format';
import { takeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast-store';
import { sectionItemClass } from '../shared/section-card';
import { postContractDocument, postContractLink } from './vertraege-api';

const texts = freigabenTexts.workspace;

export type ProvidedRow = CustomerHousehold['contracts'][number];

export const titleOf = (row: Pick<ProvidedRow, 'gesellschaft' | 'nummer' | 'sparte'>) =>
  `${row.gesellschaft} ${row.nummer ?? sparteLabel(row.sparte)}`;

/** A failure shown as a notice: the server's German words (a 422's entries, else the error's text). */
export const notifyFailure = (error: unknown) => {
  takeServerErrors(error, () => undefined);
};

/**
 * One provided contract in the workspace card: change it, make a link for the adviser's own system, attach
 * a document. A refused document (type, size) is said at the picker, which keeps the refused file's name.
 */
export function ProvidedContractRow({
  customerId,
  row,
  onEdit,
  onChanged,
}: {
  customerId: number;
  row: ProvidedRow;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const title = titleOf(row);
  const linkField = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<{ url: string; until: string } | null>(null);
  const [upload, setUpload] = useState<{ fileName: string | null; error?: string }>({ fileName: null });

  async function createLink() {
    try {
      const created = await postContractLink(customerId, row.id);
      setLink({ url: created.url, until: created.gueltig_bis });
      onChanged();
    } catch (error) {
      notifyFailure(error);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(messages.linkCopied);
    } catch {
      // No clipboard (permission, plain http, old browser): the link is selected for copying by hand.
      linkField.current?.focus();
      linkField.current?.select();
      toast.error(texts.copyFailed);
    }
  }

  async function attach(file: File) {
    setUpload({ fileName: file.name });
    try {
      await postContractDocument(customerId, row.id, file);
      toast.success(texts.attached(file.name));
      setUpload({ fileName: null });
      onChanged();
    } catch (error) {
      const fields = takeServerErrors(error, () => 'file');
      setUpload({ fileName: file.name, error: fields.file });
    }
  }

  return (
    <li className={sectionItemClass}>
      <strong>{title}</strong>
      <span>{row.label || sparteLabel(row.sparte)}</span>
      <Button variant="secondary" aria-label={`${texts.edit}: ${title}`} onClick={onEdit}>
        {texts.edit}
      </Button>
      <Button variant="secondary" aria-label={`${texts.link}: ${title}`} onClick={() => void createLink()}>
        {texts.link}
      </Button>
      {link ? (
        <>
          <Field
            ref={linkField}
            label={texts.linkLabel(title, formatDateTime(link.until))}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            variant="secondary"
            aria-label={`${texts.copyLink}: ${title}`}
            onClick={() => void copy(link.url)}
          >
            {texts.copyLink}
          </Button>
        </>
      ) : null}
      <FilePicker
        label={`${texts.attach}: ${title}`}
        buttonText={texts.attach}
        fileName={upload.fileName}
        error={upload.error}
        onPick={(file) => void attach(file)}
      />
    </li>
  );
}
