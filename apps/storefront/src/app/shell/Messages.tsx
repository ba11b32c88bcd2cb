import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { MESSAGE_AUTO_HIDE_MS, type Message, useMessageStore } from '../../shared/messages/message-store';

/** Success, danger and info messages of every feature (shared/messages), newest last. */
export function Messages() {
  const { t } = useTranslation();
  const messages = useMessageStore((state) => state.messages);
  return (
    <section className="messages" aria-label={t('shell.messages')} aria-live="polite">
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </section>
  );
}

function MessageItem({ message }: { message: Message }) {
  const { t } = useTranslation();
  const dismiss = useMessageStore((state) => state.dismiss);
  useEffect(() => {
    if (message.type === 'danger') return;
    const timer = setTimeout(() => dismiss(message.id), MESSAGE_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [message, dismiss]);
  return (
    <div className={`message message--${message.type}`} role={message.type === 'danger' ? 'alert' : 'status'}>
      <div className="message__body">
        {message.title ? <p className="message__title">{message.title}</p> : null}
        <p className="message__text">{message.text}</p>
      </div>
      <button
        type="button"
        className="message__close"
        onClick={() => dismiss(message.id)}
        aria-label={t('shell.dismissMessage')}
      >
        ×
      </button>
    </div>
  );
}
