import type { CSSProperties } from 'react';
import { jumpTarget, pageCount, pagerEntries } from '../../utils/pagination';
import './portal-ui.css';

export type PortalPaginationProps = {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  style?: CSSProperties;
};

/** A light pager (antd's Pagination look): previous, the pages with 5-page jumps, next. */
export function PortalPagination({ current, pageSize, total, onChange, style }: PortalPaginationProps) {
  const pages = pageCount(total, pageSize);
  const go = (page: number) => {
    if (page !== current && page >= 1 && page <= pages) onChange(page);
  };
  return (
    <nav className="portal-pagination" aria-label="分页" style={style}>
      <ul>
        <li>
          <button
            type="button"
            className="portal-page-step"
            aria-label="上一页"
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            ‹
          </button>
        </li>
        {pagerEntries(current, pages).map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry}>
              <button
                type="button"
                className={`portal-page${entry === current ? ' active' : ''}`}
                aria-label={`第 ${entry} 页`}
                aria-current={entry === current ? 'page' : undefined}
                onClick={() => go(entry)}
              >
                {entry}
              </button>
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                className="portal-page-jump"
                aria-label={entry === 'jump-prev' ? '向前 5 页' : '向后 5 页'}
                onClick={() => go(jumpTarget(current, entry, pages))}
              >
                •••
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="portal-page-step"
            aria-label="下一页"
            disabled={current >= pages}
            onClick={() => go(current + 1)}
          >
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
