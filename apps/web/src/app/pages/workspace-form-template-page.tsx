import { workspaceFormTexts } from '@kundenportal/domain/texts/workspace-forms';
import { TemplatePreview } from '../../features/adviser-forms/components/template-preview';
import { FormTemplatePage } from '../../features/workspace/forms/form-template-page';

/** `#/berater/formulare/:key` composed (features never import each other): the editor with the customer's renderer. */
export function WorkspaceFormTemplateRoute() {
  return (
    <FormTemplatePage
      preview={(template) => (
        <TemplatePreview template={template} signer={workspaceFormTexts.previewSigner} />
      )}
    />
  );
}
