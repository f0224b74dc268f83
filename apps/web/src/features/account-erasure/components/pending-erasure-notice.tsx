import { erasureDay } from '@kundenportal/domain/account-erasure/account-erasure-api';
import { paths } from '@kundenportal/domain/routing/paths';
import { accountErasureTexts as t } from '@kundenportal/domain/texts/account-erasure';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useCancelErasure, useErasureState } from '../api/account-erasure-api';

/**
 * On every app page while an erasure is pending (issue 32, ADR 239): its day, a button to take it back
 * and the way to the page. The erasure page itself says it in its own words.
 */
export function PendingErasureNotice() {
  const state = useErasureState({ quiet: true });
  const cancel = useCancelErasure();
  const { pathname } = useLocation();
  const pending = state.data?.loeschung ?? null;
  if (!pending || pathname === paths.accountErasure) return null;
  return (
    <Notice variant="warning">
      <p>{t.banner(erasureDay(pending.faellig_am))}</p>
      <Button onClick={() => cancel.mutate()} disabled={cancel.isPending}>
        {t.cancel}
      </Button>
      <p>
        <Link to={paths.accountErasure}>{t.bannerLink}</Link>
      </p>
    </Notice>
  );
}
