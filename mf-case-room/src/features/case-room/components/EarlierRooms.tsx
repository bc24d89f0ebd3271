import { useLocale } from '@nyaya/shared-platform';
import { Button } from '@nyaya/shared-design';
import { formatDate } from '@nyaya/shared-design/patterns';
import { useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { EarlierRoom } from '../api/rpc';
import { Conversation } from './Conversation';
import { Muted, Row, Section, SectionTitle } from './layout';

const TITLE_ID = 'case-room-earlier';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

function EarlierRoomItem({ room }: { room: EarlierRoom }) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const title = t('earlier.item', { name: room.lawyerName });
  const panelId = `earlier-${room.roomId}`;
  return (
    <li>
      <Row>
        <ItemTitle>{title}</ItemTitle>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${open ? t('earlier.hide') : t('earlier.show')}: ${title}`}
          onClick={() => setOpen(!open)}
        >
          {open ? t('earlier.hide') : t('earlier.show')}
        </Button>
      </Row>
      <Muted>
        {t('earlier.period', {
          from: formatDate(room.openedAt, undefined, locale) ?? '',
          to: formatDate(room.closedAt, undefined, locale) ?? '',
        })}
      </Muted>
      <div id={panelId}>
        {open && <Conversation roomId={room.roomId} otherName={room.lawyerName} label={title} />}
      </div>
    </li>
  );
}

/**
 * The client's earlier conversations of this request, with lawyers who no longer hold it:
 * read-only, opened in place (docs/product/case-room.md).
 */
export function EarlierRooms({ rooms }: { rooms: EarlierRoom[] }) {
  const { t } = useRemoteTranslation();
  return (
    <Section as="section" aria-labelledby={TITLE_ID}>
      <SectionTitle id={TITLE_ID}>{t('earlier.title')}</SectionTitle>
      <List>
        {rooms.map((room) => (
          <EarlierRoomItem key={room.roomId} room={room} />
        ))}
      </List>
    </Section>
  );
}
