import { useTranslation } from '../../shared/i18n/I18nProvider';
import type { GlobalMessage } from './shell-content';

/** The global messages bar (api globalMessages) in each message's own colours. */
export function GlobalMessages({ messages }: { messages: readonly GlobalMessage[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <aside className="global-messages" aria-label={t('shell.globalMessages')}>
      {messages.map((message) => (
        <div
          key={message.text}
          className="global-messages__bar"
          style={{ background: message.backgroundColor, color: message.textColor }}
        >
          <p className="global-messages__item">{message.text}</p>
        </div>
      ))}
    </aside>
  );
}
