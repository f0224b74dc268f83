import { mailtoHref, telHref } from '@kundenportal/domain/contact/contact-links';
import { operatorImprint } from '@kundenportal/domain/legal/operator-imprint';
import type { AgencyImprint } from '@kundenportal/domain/legal/public-legal';
import { imprintTexts as texts } from '@kundenportal/domain/texts/imprint';
import { Card } from '../../../components/ui/card';
import { DetailList } from '../../../components/ui/detail-list';
import styles from './imprint-view.module.css';

/** A link that leaves the portal: a new tab without access to this one. */
function External({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The imprint (§ 5 DDG) of the agency with what a broker must state (§ 15 VersVermV: status, register
 * entry and how to check it, IHK, dispute-resolution bodies), or the portal operator's without an agency.
 */
export function ImprintView({ imprint }: { imprint: AgencyImprint | null }) {
  if (!imprint) {
    const operator = operatorImprint;
    return (
      <Card>
        <p>{texts.operatorIntro}</p>
        <DetailList
          items={[
            { label: texts.firm, value: operator.firma },
            { label: texts.representedBy, value: operator.representedBy },
            { label: texts.address, value: [...operator.address] },
            { label: texts.phone, value: operator.phone, href: telHref(operator.phone) },
            { label: texts.email, value: operator.email, href: mailtoHref(operator.email) },
            { label: texts.commercialRegister, value: operator.commercialRegister },
          ]}
        />
      </Card>
    );
  }
  return (
    <div className={styles.sections}>
      <Card>
        <p>{texts.adviserIntro}</p>
        <DetailList
          items={[
            { label: texts.firm, value: imprint.firma },
            { label: texts.name, value: imprint.name },
            { label: texts.address, value: imprint.address },
            { label: texts.phone, value: imprint.phone, href: telHref(imprint.phone) },
            { label: texts.email, value: imprint.email, href: mailtoHref(imprint.email) },
          ]}
        />
      </Card>
      <Card>
        <h2 className={styles.heading}>{texts.statusHeading}</h2>
        {imprint.vermittlerstatus ? <p>{texts.status[imprint.vermittlerstatus]}</p> : null}
        <DetailList items={[{ label: texts.chamber, value: imprint.ihk }]} />
      </Card>
      <Card>
        <h2 className={styles.heading}>{texts.registerHeading}</h2>
        <DetailList items={[{ label: texts.registerNumber, value: imprint.registernummer }]} />
        <p>{texts.registerAuthority}</p>
        <p>
          {texts.registerCheck} <External href={texts.registerUrl}>{texts.registerLink}</External>
        </p>
      </Card>
      <Card>
        <h2 className={styles.heading}>{texts.disputeHeading}</h2>
        <p>{texts.disputeIntro}</p>
        <ul className={styles.bodies}>
          {texts.disputeBodies.map((body) => (
            <li key={body.name}>
              <strong>{body.name}</strong>
              <br />
              {body.address}
              <br />
              <External href={body.url}>{body.link}</External>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
