import { serverErrorText } from '../../shared/forms/server-errors';
import { messages } from '../../shared/messages/message-store';
import { isAuthorizationError } from '../../shared/session/session-expiry';
import { isLoggedIn } from '../../shared/session/session-store';

/**
 * Shows a failed account call as a danger message with the server's text (docs/BEHAVIOUR.md#error-texts), unless the
 * failure already ended the session (useCustomerCall showed 'session_expired' then).
 */
export function showFailure(error: unknown, title: string, fallback: string): void {
  if (isAuthorizationError(error) && !isLoggedIn()) return;
  messages.danger(serverErrorText(error, fallback), title);
}
