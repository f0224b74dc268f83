import type { TemplateBlock, TemplateField } from '@kundenportal/domain/adviser-forms/form-template';
import type { SignatureEvent, SignatureState } from '@kundenportal/domain/adviser-forms/signature-state';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { formatDateDe } from '@kundenportal/domain/validation/date-bounds';
import { FormFields, type FormFieldsProps } from '../../../components/forms/form-fields';
import { SignatureField } from '../../../components/signature/signature-field';
import styles from '../adviser-forms.module.css';
import { ProseBlocks } from './prose-blocks';

export type TemplateBlocksProps = {
  blocks: readonly TemplateBlock[];
  /** The form engine's props for the input fields (values, errors, change). */
  fieldsProps: Omit<FormFieldsProps, 'definitions'>;
  signature: {
    id: string;
    state: SignatureState;
    onEvent: (event: SignatureEvent) => void;
    error: string | undefined;
    inputRef?: (element: HTMLElement | null) => void;
  };
  /** The signer's name (placeholder of a typed signature). */
  signer: string;
  /** Today's date (ISO), the value of today fields. */
  today: string;
};

/**
 * A template's prose and fields in their order, as the customer fills them in: the one renderer of a
 * form template, used by the customer's form page and the workspace's preview. The prose comes parsed
 * from the domain, the same blocks the PDF draws (ADR 032).
 */
export function TemplateBlocks({ blocks, ...props }: TemplateBlocksProps) {
  return blocks.map((block, index) =>
    block.kind === 'prose' ? (
      // A template's blocks never move: their position is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: prose blocks have no other key
      <ProseBlocks key={`prose-${index}`} blocks={block.blocks} />
    ) : (
      <FieldBlock key={block.field.name} field={block.field} {...props} />
    ),
  );
}

function FieldBlock({
  field,
  fieldsProps,
  signature,
  signer,
  today,
}: Omit<TemplateBlocksProps, 'blocks'> & { field: TemplateField }) {
  if (field.type === 'today')
    return (
      <p className={styles.today}>
        <span className={styles.todayLabel}>{field.title}: </span>
        {texts.today(formatDateDe(today))}
      </p>
    );
  if (field.type === 'sign')
    return (
      <SignatureField
        id={signature.id}
        title={field.title}
        required={field.required}
        error={signature.error}
        state={signature.state}
        onEvent={signature.onEvent}
        signerName={signer}
        inputRef={signature.inputRef}
      />
    );
  return <FormFields definitions={[field]} {...fieldsProps} />;
}
