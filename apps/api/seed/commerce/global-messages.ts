import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import { rowsPerStore, type Translated, tr } from './i18n.js';

interface GlobalMessageData {
  text: Translated;
  background: string;
  color: string;
  active: boolean;
  from: string | null;
  to: string | null;
}

/**
 * The active message has no dates, so it shows whenever the shop runs; the other two show that
 * the api filters by the active flag and by the date window.
 */
const MESSAGES: readonly GlobalMessageData[] = [
  {
    text: tr(
      'Versandkostenfrei ab 50 € in Deutschland und den Niederlanden',
      'Gratis verzending vanaf € 50 in Nederland en Duitsland',
      'Free shipping from €50 to Germany and the Netherlands',
    ),
    background: '#1f3a5f',
    color: '#ffffff',
    active: true,
    from: null,
    to: null,
  },
  {
    text: tr(
      'Black Friday: 20 % auf alles',
      'Black Friday: 20% op alles',
      'Black Friday: 20% off everything',
    ),
    background: '#000000',
    color: '#ffd400',
    active: true,
    from: '2024-11-25T00:00:00Z',
    to: '2024-12-02T23:59:59Z',
  },
  {
    text: tr(
      'Wartungsarbeiten heute Nacht von 2 bis 3 Uhr',
      'Vannacht onderhoud van 2 tot 3 uur',
      'Maintenance tonight from 2 to 3 am',
    ),
    background: '#b00020',
    color: '#ffffff',
    active: false,
    from: null,
    to: null,
  },
];

export async function seedGlobalMessages(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'global_message',
    ['id', 'background_color', 'text_color', 'is_active', 'from_date', 'to_date', 'sort_order'],
    MESSAGES.map((message, index) => [
      index + 1,
      message.background,
      message.color,
      message.active,
      message.from,
      message.to,
      index,
    ]),
  );
  await insertRows(
    db,
    'global_message_store',
    ['message_id', 'store_code', 'text'],
    MESSAGES.flatMap((message, index) => rowsPerStore((store) => [index + 1, store, message.text[store]])),
  );
}
