import { paths } from '@kundenportal/domain/routing/paths';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { redirect } from 'react-router';
import { Spinner } from '../../../components/ui/loader';
import { logOut } from '../api/logout';

/** /intro/logout and /app/logout (spec section 2): log out, then go to the login page. */
export async function loader() {
  await logOut();
  return redirect(paths.login);
}

export function LogoutPage() {
  return (
    <div>
      <h1 tabIndex={-1}>{uiTexts.loggingOut}</h1>
      <Spinner />
    </div>
  );
}
