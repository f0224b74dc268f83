import { paths } from '@kundenportal/domain/routing/paths';
import { signatureTexts as texts } from '@kundenportal/domain/texts/signatures';
import { Link } from 'react-router';
import layout from '../../../components/ui/form-layout.module.css';
import { getToken } from '../../../lib/storage';
import { SignatureCheck } from '../components/signature-check';

/** #/pruefen (issue 27, mission row 33): anyone checks a signed PDF, logged in or not. */
export function SignatureCheckPage() {
  return (
    <div className={layout.page}>
      <h1 className={layout.heading}>{texts.title}</h1>
      <p className={layout.intro}>{texts.intro}</p>
      <SignatureCheck endpoint="public" />
      {getToken() === null ? (
        <p className={layout.links}>
          <Link to={paths.login}>{texts.loginLink}</Link>
        </p>
      ) : null}
    </div>
  );
}
