import { formatDate } from '../../shared/dates/format-date';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import type { OpeningTime } from '../../shared/opening-hours/opening-hours';
import { useDateFormat } from '../../shared/storefront-context';
import type { StoreSummary } from './physical-store';

/** "10:00–14:00 Uhr, 15:00–18:00 Uhr" or "geschlossen". */
export function OpeningTimes({ times }: { times: readonly OpeningTime[] }) {
  const { t } = useTranslation();
  if (times.length === 0) return <>{t('stores.closed')}</>;
  return <>{times.map((range) => t('stores.timeRange', { from: range.from, to: range.to })).join(', ')}</>;
}

/** The dated exceptions of the coming days, each with its reason and times. */
export function ExceptionList({
  exceptions,
  className,
}: {
  exceptions: StoreSummary['upcomingExceptions'];
  className?: string;
}) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  if (exceptions.length === 0) return null;
  return (
    <ul className={className}>
      {exceptions.map((exception) => (
        <li key={exception.date}>
          <time dateTime={exception.date}>
            {t('stores.exceptionOn', {
              date: formatDate(exception.date, dates, 'medium'),
              reason: exception.reason,
            })}
          </time>{' '}
          (<OpeningTimes times={exception.times} />)
        </li>
      ))}
    </ul>
  );
}
