import { useTranslation } from 'react-i18next';
import { useStorefront } from '../../shared/storefront-context';

export function Footer() {
  const { t } = useTranslation();
  const { config } = useStorefront();
  return (
    <footer className="site-footer">
      <p>{t('shell.footer', { shopName: config.shopName })}</p>
    </footer>
  );
}
