import { HomeRetargetedDocument } from '../../../generated/graphql/graphql';
import { request } from '../../shared/graphql/client';
import { reportedQuery } from '../../shared/graphql/reported-query';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useQuery } from '../../shared/query/use-query';
import { storedTrackingUserId } from '../../shared/recommendations/tracking-user';
import { useStoreView } from '../../shared/storefront-context';
import { RECOMMENDATION_LIST_SIZE, type RecommendationList, toRecommendationList } from './home';
import { RecommendationSection } from './RecommendationSection';

/**
 * The products this visitor viewed (docs/BEHAVIOUR.md#api-calls retargeted, by tracking user id). Per visitor, so it is
 * loaded in the browser only and the server-rendered page stays the same for everyone; nothing is
 * shown while it loads, when it is empty or when it fails (the failure is reported).
 */
export function RetargetedProducts() {
  const { t } = useTranslation();
  const store = useStoreView();
  const { data: list } = useQuery({
    // Per visitor and changing with every product view: read afresh on each visit of the page.
    queryKey: ['home', 'retargeted', store],
    queryFn: reportedQuery('home retargeted', async (signal): Promise<RecommendationList | null> => {
      // A visitor without an id has viewed nothing yet: no call.
      const userId = storedTrackingUserId();
      if (!userId) return null;
      const data = await request(
        HomeRetargetedDocument,
        { trackingUserId: userId, pageSize: RECOMMENDATION_LIST_SIZE },
        { store, signal },
      );
      return toRecommendationList(data.retargeted.items, window.location.origin);
    }),
    staleTime: 0,
    retry: false,
  });
  if (!list) return null;
  return <RecommendationSection name="retargeted" heading={t('home.retargetedHeading')} list={list} />;
}
