import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/dates/format-date';
import { useDateFormat } from '../../shared/storefront-context';
import type { OpeningTime, TodayOpening } from './opening-hours';
import type { StoreSummary } from './physical-store';

/** Today's state of a store ("open now until 18:00"), with today's exception when there is one. */
export function OpeningStateText({ today }: { today: TodayOpening }) {
  const { t } = useTranslation();
  const { state } = today;
  if (state.status === 'unknown') return null;
  const text =
    state.status === 'open'
      ? t('stores.openUntil', { time: state.until })
      : state.status === 'opens-later'
        ? t('stores.opensAt', { time: state.from })
        : state.status === 'closed-for-today'
          ? t('stores.closedNow')
          : t('stores.closedToday');
  return (
    <p className="opening-state" data-status={state.status}>
      <span className="opening-state__dot" aria-hidden="true" />
      {text}
      {today.exception ? (
        <span className="opening-state__exception">
          {' '}
          · {t('stores.todayException', { reason: today.exception })}
        </span>
      ) : null}
    </p>
  );
}

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
