import { useEffect, useRef } from 'react';
import {
  countdownColor,
  detailHref,
  PortalButton,
  PortalTag,
  TYPE_LABEL,
  type AnnouncementItem,
} from '../../portal-light';

export type AnnouncementListItemProps = {
  item: AnnouncementItem;
  dateLabel: string;
  selected: boolean;
  onParticipate: (item: AnnouncementItem) => void;
};

/** One purchase announcement: title (opens `detail` in a new window), status, subtitle, info rows, countdown, 我要参与. */
export function AnnouncementListItem({
  item,
  dateLabel,
  selected,
  onParticipate,
}: AnnouncementListItemProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'center' });
  }, [selected]);
  const open = () => {
    window.open(detailHref(item.id), '_blank');
  };
  return (
    <div
      ref={ref}
      className={`portal-item${selected ? ' selected' : ''}`}
      data-testid="portal-announcement-item"
      data-selected={selected}
    >
      <div className="portal-item-main">
        <div>
          <PortalTag color="blue">{TYPE_LABEL[item.type]}</PortalTag>
          <span
            className="portal-item-title"
            role="link"
            tabIndex={0}
            onClick={open}
            onKeyDown={(e) => e.key === 'Enter' && open()}
          >
            {item.title}
          </span>
          <span style={{ marginLeft: 8 }}>
            <PortalTag color={item.status === '进行中' ? 'green' : undefined}>{item.status}</PortalTag>
          </span>
        </div>
        <div className="portal-muted" style={{ marginTop: 4 }}>
          {item.subtitle}
        </div>
        <div className="portal-info">
          {item.info.map((row) => (
            <span key={row.label}>
              {row.label}：{row.value}
            </span>
          ))}
          <span data-testid="portal-date-label">
            {dateLabel}：{item.date}
          </span>
        </div>
      </div>
      <div className="portal-item-side">
        <div>
          剩余
          <span
            className="portal-countdown"
            data-testid="portal-countdown"
            style={{ color: countdownColor(item.countdown), margin: '0 4px' }}
          >
            {item.countdown}
          </span>
          天
        </div>
        <PortalButton type="primary" onClick={() => onParticipate(item)} disabled={item.status !== '进行中'}>
          我要参与
        </PortalButton>
      </div>
    </div>
  );
}
