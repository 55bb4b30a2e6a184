import './portal-ui.css';

export type MessageKind = 'info' | 'success' | 'warning' | 'error';

const ICON: Record<MessageKind, string> = { info: 'i', success: '✓', warning: '!', error: '×' };
const HOST_ID = 'portal-message-host';

/**
 * A toast at the top of the page (antd's `message` look), gone after `durationMs`. Plain DOM, called
 * from event handlers only (never while rendering), so pages stay safe to render on the server.
 * Warnings and errors are alerts, the others polite status messages.
 */
export function showMessage(kind: MessageKind, text: string, durationMs = 3000): void {
  let host = document.getElementById(HOST_ID);
  if (!host) {
    host = document.createElement('div');
    host.id = HOST_ID;
    host.className = 'portal-message';
    document.body.append(host);
  }
  const notice = document.createElement('div');
  notice.className = `portal-message-notice portal-message-${kind}`;
  notice.setAttribute('role', kind === 'warning' || kind === 'error' ? 'alert' : 'status');
  const icon = document.createElement('span');
  icon.className = 'portal-message-icon';
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = ICON[kind];
  const label = document.createElement('span');
  label.textContent = text;
  notice.append(icon, label);
  host.append(notice);
  window.setTimeout(() => notice.remove(), durationMs);
}

export const portalMessage = {
  info: (text: string) => showMessage('info', text),
  success: (text: string) => showMessage('success', text),
  warning: (text: string) => showMessage('warning', text),
  error: (text: string) => showMessage('error', text),
};
