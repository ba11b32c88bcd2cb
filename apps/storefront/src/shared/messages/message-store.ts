import { create } from 'zustand';

/** The kinds of user messages (docs/BEHAVIOUR.md#error-texts: success, danger and info messages with titles). */
export type MessageType = 'success' | 'danger' | 'info';

export interface Message {
  id: number;
  type: MessageType;
  /** Already translated. */
  title?: string;
  /** Already translated, or the server's text (docs/BEHAVIOUR.md#error-texts "danger messages carrying the server text"). */
  text: string;
}

export type NewMessage = Omit<Message, 'id'>;

/** Success and info messages disappear by themselves; danger messages stay until closed. */
export const MESSAGE_AUTO_HIDE_MS = 8000;

interface MessageState {
  messages: Message[];
  show(message: NewMessage): number;
  dismiss(id: number): void;
  clear(): void;
}

let nextId = 1;

/**
 * The message system every feature uses. Only written from event handlers and effects (in the
 * browser), so the server render always sees an empty list.
 */
export const useMessageStore = create<MessageState>()((set) => ({
  messages: [],
  show: (message) => {
    const id = nextId++;
    set((state) => {
      // The same message twice in a row (e.g. a double click) is shown once.
      const duplicate = state.messages.find(
        (shown) =>
          shown.type === message.type && shown.title === message.title && shown.text === message.text,
      );
      return duplicate ? state : { messages: [...state.messages, { ...message, id }] };
    });
    return id;
  },
  dismiss: (id) => set((state) => ({ messages: state.messages.filter((message) => message.id !== id) })),
  clear: () => set({ messages: [] }),
}));

/** Shortcuts for feature code outside React components. */
export const messages = {
  success: (text: string, title?: string) =>
    useMessageStore.getState().show({ type: 'success', text, title }),
  danger: (text: string, title?: string) => useMessageStore.getState().show({ type: 'danger', text, title }),
  info: (text: string, title?: string) => useMessageStore.getState().show({ type: 'info', text, title }),
};
