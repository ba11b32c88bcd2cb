import { GlobalMessagesDocument, ShellBlocksDocument } from '../../../generated/graphql/graphql';
import { sanitizeHtml } from '../../shared/html/rich-text.server';
import type { PageContext } from '../../shared/routing/page-context';
import type { ContentBlock, ShellContent } from './shell-content';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The frame's content from the api: footer blocks, cookie notice and global messages. Each part
 * is optional: a failed call is reported (docs/BEHAVIOUR.md#error-texts) and the frame is shown without it.
 */
export async function loadShellContent(context: PageContext): Promise<ShellContent> {
  const { footer: footerIds, cookieNotice: cookieId } = context.config.cmsBlocks;
  const origins = [
    context.url.origin,
    ...(context.config.publicUrl ? [new URL(context.config.publicUrl).origin] : []),
  ];
  const [blocks, messages] = await Promise.all([
    context
      .load('footer blocks', () =>
        context.call(ShellBlocksDocument, { identifiers: [...footerIds, cookieId] }),
      )
      .catch(() => undefined),
    context.load('global messages', () => context.call(GlobalMessagesDocument, {})).catch(() => undefined),
  ]);
  const byIdentifier = new Map<string, ContentBlock>();
  for (const item of blocks?.cmsBlocks?.items ?? []) {
    if (!item?.identifier) continue;
    byIdentifier.set(item.identifier, {
      identifier: item.identifier,
      title: item.title ?? '',
      content: sanitizeHtml(item.content, { shopOrigins: origins }),
    });
  }
  return {
    footer: footerIds.flatMap((identifier) => byIdentifier.get(identifier) ?? []),
    cookieNotice: byIdentifier.get(cookieId),
    globalMessages: (messages?.globalMessages ?? []).flatMap((message) =>
      message?.text
        ? [
            {
              text: message.text,
              backgroundColor: colour(message.background_color),
              textColor: colour(message.text_color),
            },
          ]
        : [],
    ),
  };
}

function colour(value: string | null | undefined): string | undefined {
  return value && HEX_COLOUR.test(value) ? value : undefined;
}
