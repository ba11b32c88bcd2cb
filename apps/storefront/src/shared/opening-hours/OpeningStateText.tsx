import { useTranslation } from '../i18n/I18nProvider';
import type { TodayOpening } from './opening-hours';

// Styled by opening-state.css, in the shop's one stylesheet (app/styles.css).

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
