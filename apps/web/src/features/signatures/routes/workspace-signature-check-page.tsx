import { signatureTexts as texts } from '@kundenportal/domain/texts/signatures';
import layout from '../../../components/ui/form-layout.module.css';
import { SignatureCheck } from '../components/signature-check';

/** #/berater/pruefen (issue 27): the adviser checks any PDF with the workspace's session. */
export function WorkspaceSignatureCheckPage() {
  return (
    <div className={layout.page}>
      <h1 className={layout.heading}>{texts.title}</h1>
      <p className={layout.intro}>{texts.workspaceIntro}</p>
      <SignatureCheck endpoint="workspace" />
    </div>
  );
}
