import { useState, type CSSProperties } from 'react';
import './portal-ui.css';

export type PortalSearchProps = {
  value: string;
  onChange: (value: string) => void;
  /** Enter or the button, with the text as typed. */
  onSearch: (value: string) => void;
  placeholder: string;
  /** The button's text. */
  enterButton?: string;
  size?: 'middle' | 'large';
  style?: CSSProperties;
};

/** A light search box (antd's Input.Search with enterButton and allowClear): Enter or the button searches; × clears. */
export function PortalSearch({
  value,
  onChange,
  onSearch,
  placeholder,
  enterButton = '搜索',
  size = 'middle',
  style,
}: PortalSearchProps) {
  const [focused, setFocused] = useState(false);
  return (
    <div
      className={`portal-search${size === 'large' ? ' portal-search-lg' : ''}${focused ? ' focused' : ''}`}
      role="search"
      style={style}
    >
      <span className="portal-search-affix">
        <input
          type="search"
          className="portal-search-input"
          aria-label={placeholder}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onSearch(value);
          }}
        />
        {value !== '' && (
          <button
            type="button"
            className="portal-search-clear"
            aria-label="清除"
            onClick={() => onChange('')}
          >
            ×
          </button>
        )}
      </span>
      <button
        type="button"
        className="portal-btn portal-btn-primary portal-search-button"
        onClick={() => onSearch(value)}
      >
        {enterButton}
      </button>
    </div>
  );
}
