import { getTranslations } from 'next-intl/server';
import type { Country } from '@/i18n/locales';
import type { AssessmentKind } from '@/lib/assessments';
import { Link } from '@/components/link';
import { AccountPage } from './account-page';
import { Consultation } from './consultation';
import styles from './account.module.css';

const PATHS: Record<AssessmentKind, string> = {
  aligner: '/get-started',
  lhr: '/skinnsi/hair-get-started1',
  toning: '/skinnsi/toning-get-started1',
};

/** A consultation page: static intro, the questionnaire island, and a link to the other consultation. */
export async function ConsultationPage({ kind, country }: { kind: AssessmentKind; country: Country }) {
  const t = await getTranslations('assessment');
  // The skin consultation points to the hair one; the other two to each other.
  const other: AssessmentKind = kind === 'aligner' || kind === 'toning' ? 'lhr' : 'aligner';
  return (
    <AccountPage>
      <div className={styles.stack} data-brand={kind === 'aligner' ? 'toothsi' : 'skinnsi'}>
        <h1>{t(`switchTo.${kind}`)}</h1>
        <p className={styles.muted}>{t('intro')}</p>
        <p>
          <Link href={PATHS[other]}>{t(`switchTo.${other}`)}</Link>
        </p>
        <Consultation kind={kind} defaultCountry={country} />
      </div>
    </AccountPage>
  );
}
