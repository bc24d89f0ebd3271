import { useLocale } from '@nyaya/shared-platform';
import { Button, toast } from '@nyaya/shared-design';
import { formatDateTime } from '@nyaya/shared-design/patterns';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { documentDownloadUrl } from '../api/documents';
import { linkSegments } from '../model/links';
import { documentSize, type CaseMessage } from '../model/messages';

const Item = styled.li<{ $mine: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-width: min(36rem, 100%);
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  ${({ $mine, theme }) =>
    $mine &&
    css`
      justify-self: end;
      background: ${theme.colors.primary.subtle};
    `}
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.text.link};
    text-decoration: underline;
  }
`;

/** The message's text, with only https:// addresses as links (docs/product/case-room.md). */
function MessageText({ body }: { body: string }) {
  return (
    <Body translate="no">
      {linkSegments(body).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </Body>
  );
}

/** Follows a signed address; its Content-Disposition saves the file under its name. */
function startDownload(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.click();
}

function DocumentLink({ path, name, size }: { path: string; name: string; size: number | null }) {
  const { t } = useRemoteTranslation();
  const [busy, setBusy] = useState(false);
  const sized = size === null ? null : documentSize(size);
  const download = async () => {
    setBusy(true);
    try {
      startDownload(await documentDownloadUrl(path, name));
    } catch {
      toast({ title: t('conversation.downloadFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Meta>
        {t('conversation.document', {
          name,
          size: sized
            ? t(sized.unit === 'kb' ? 'conversation.sizeKb' : 'conversation.sizeMb', {
                size: sized.size,
              })
            : '',
        })}
      </Meta>
      <Button variant="outline" size="sm" loading={busy} onClick={() => void download()}>
        {t('conversation.download', { name })}
      </Button>
    </div>
  );
}

interface MessageItemProps {
  message: CaseMessage;
  mine: boolean;
  /** The other party's name, shown on their messages. */
  otherName: string;
}

export function MessageItem({ message, mine, otherName }: MessageItemProps) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  return (
    <Item $mine={mine}>
      <Meta>
        {mine ? t('conversation.you') : <span translate="no">{otherName}</span>},{' '}
        {formatDateTime(message.created_at, undefined, locale)}
      </Meta>
      {message.body.trim() !== '' && <MessageText body={message.body} />}
      {message.attachment_path && (
        <DocumentLink
          path={message.attachment_path}
          name={message.attachment_name ?? message.attachment_path.split('/').pop() ?? ''}
          size={message.attachment_size}
        />
      )}
      {mine && <Meta>{message.read_at ? t('conversation.read') : t('conversation.sent')}</Meta>}
    </Item>
  );
}
