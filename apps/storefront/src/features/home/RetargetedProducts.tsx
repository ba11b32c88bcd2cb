import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeRetargetedDocument } from '../../../generated/graphql/graphql';
import { reportError } from '../../shared/errors/error-reporting';
import { request } from '../../shared/graphql/client';
import { storedTrackingUserId } from '../../shared/recommendations/tracking-user';
import { useStorefront } from '../../shared/storefront-context';
import { RECOMMENDATION_LIST_SIZE, type RecommendationList, toRecommendationList } from './home';
import { RecommendationSection } from './RecommendationSection';

/**
 * The products this visitor viewed (spec §7 retargeted, by tracking user id). Per visitor, so it is
 * loaded in the browser only and the server-rendered page stays the same for everyone; nothing is
 * shown while it loads, when it is empty or when it fails (the failure is reported).
 */
export function RetargetedProducts() {
  const { t } = useTranslation();
  const { language, config } = useStorefront();
  const store = config.storeViews[language];
  const [list, setList] = useState<RecommendationList | undefined>();
  useEffect(() => {
    // A visitor without an id has viewed nothing yet: no call.
    const userId = storedTrackingUserId();
    if (!userId) return;
    const controller = new AbortController();
    request(
      HomeRetargetedDocument,
      { trackingUserId: userId, pageSize: RECOMMENDATION_LIST_SIZE },
      { store, signal: controller.signal },
    )
      .then((data) => {
        if (!controller.signal.aborted) {
          setList(toRecommendationList(data.retargeted.items, window.location.origin));
        }
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) reportError(error, { operation: 'home retargeted' });
      });
    return () => controller.abort();
  }, [store]);
  if (!list) return null;
  return <RecommendationSection name="retargeted" heading={t('home.retargetedHeading')} list={list} />;
}
