import '../components/portal-toast.css';
/** A light message (antd's `message` look, no antd): the portal's homes and dialogs may use it. */
export type PortalToast = {
  kind: 'success' | 'info' | 'warning' | 'error';
  text: string;
  /** Links after the text (登录 / 注册). */
  links?: { label: string; href: string }[];
};

const HOST_ID = 'portal-toast-host';

/** Shows a toast for 3 s (6 s with links) at the top of the page; only ever called from handlers. */
export function showPortalToast({ kind, text, links = [] }: PortalToast): void {
  let host = document.getElementById(HOST_ID);
  if (!host) {
    host = document.createElement('div');
    host.id = HOST_ID;
    host.className = 'portal-toast-host';
    document.body.appendChild(host);
  }
  const toast = document.createElement('div');
  toast.className = `portal-toast portal-toast-${kind}`;
  toast.setAttribute('role', kind === 'error' || kind === 'warning' ? 'alert' : 'status');
  toast.dataset.testid = 'portal-toast';
  const span = document.createElement('span');
  span.textContent = text;
  toast.appendChild(span);
  for (const l of links) {
    const a = document.createElement('a');
    a.href = l.href;
    a.textContent = l.label;
    a.className = 'portal-toast-link';
    toast.appendChild(a);
  }
  host.appendChild(toast);
  setTimeout(() => toast.remove(), links.length > 0 ? 6000 : 3000);
}
