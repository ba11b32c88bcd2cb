import type { RichText } from '../../shared/html/rich-text';

/** The frame's content from the api (loaded by shell-content.server.ts in the root loader). */
export interface ContentBlock {
  identifier: string;
  title: string;
  content: RichText;
}

export interface GlobalMessage {
  text: string;
  backgroundColor: string | undefined;
  textColor: string | undefined;
}

export interface ShellContent {
  footer: ContentBlock[];
  cookieNotice: ContentBlock | undefined;
  globalMessages: GlobalMessage[];
}
